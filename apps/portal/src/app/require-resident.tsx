import { selectIsAuthenticated, useAppSelector } from '@resident/api';
import { paths } from '@resident/routes';
import { Navigate, Outlet } from 'react-router';
import { useRuntimeConfig } from './runtime-config-context';

/** The resident routes' guard (spec §4): service switched off → its page; not signed in → login. */
export function RequireResident() {
  const config = useRuntimeConfig();
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (config.serviceUnavailable === 'true') return <Navigate to={paths.serviceUnavailable} replace />;
  if (!signedIn) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
