import type { Brand } from '@resident/branding';
import { documentTitle, routeMetaAt } from '../app/routing/document-title';
import { routeSets } from './route-sets';

/** The first HTML's <title> for `pathname` (no query), as DocumentTitle then keeps it in the browser. */
export function pageTitle(pathname: string, brand: Brand): string {
  for (const routes of routeSets) {
    const meta = routeMetaAt(routes, pathname);
    if (meta) return documentTitle(meta, brand);
  }
  return documentTitle(undefined, brand);
}
