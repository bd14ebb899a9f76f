import type { RouteMeta } from '@resident/routes';

/** Spec §2 "Header": meta headerTitle, else the query's name, else the route name. */
export function headerTitle(meta: RouteMeta | undefined, search: URLSearchParams): string {
  return meta?.headerTitle || search.get('name') || meta?.name || '';
}
