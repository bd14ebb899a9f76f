import type { RouteMeta } from '@resident/api';
import { useMatches } from 'react-router';

/** The meta of the deepest matched route that has one (feature routes carry it as `handle`). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
