import { Outlet } from 'react-router';
import { ThemedScope } from './themed-scope';

/** The guest pages drawn with antd (all but the plain ones, see RouteMeta.plain). */
export function AntdFrame() {
  return (
    <ThemedScope>
      <Outlet />
    </ThemedScope>
  );
}
