import type { RouteMeta } from '@resident/routes';
import { APP_HEADER_HEIGHTS } from '../../shell/app-header/app-header-heights';
import { headerTitle } from './header-title';

/** What the header shows before its antd code has loaded: its height, the logo and the title. */
export type HeaderFrame = { height: number; title?: string; logo?: { src: string; alt: string } };

/**
 * The header placeholder of a route: the browser's first render and the server's frame draw it
 * from the route alone (no resident data), so both draw the same.
 */
export function headerFrame(
  meta: RouteMeta | undefined,
  search: URLSearchParams,
  logo: { src: string; alt: string },
): HeaderFrame {
  const height = APP_HEADER_HEIGHTS.bar + (meta?.tabs?.length ? APP_HEADER_HEIGHTS.tabs : 0);
  // The back button is antd's and wider than the logo: a title drawn without it would jump aside
  // when the header arrives, so such a header waits empty.
  if (meta?.backButton) return { height };
  return { height, title: headerTitle(meta, search), logo };
}
