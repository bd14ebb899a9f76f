import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../lib/gzip-size.ts';
import { PORTAL_DIST } from '../repo-paths.ts';
import type { BuildManifest } from './build-manifest.ts';
import type { LoadedResource } from './weight-rows.ts';

/**
 * What a route's first load fetches according to the build alone: the shell (the entries and
 * their static imports) and what its lazily loaded page and layouts load (`manifest.load`: `loads`
 * is the page first, then its layouts), each
 * file weighed from apps/portal/dist as the bench weighs a response body.
 */
export function staticLoad(manifest: BuildManifest, loads: readonly string[], distDir = PORTAL_DIST): LoadedResource[] {
  const [page, ...layouts] = loads;
  if (page === undefined) throw new Error('A route loads at least its page');
  const files = [...manifest.shell, ...manifest.load(page, layouts)];
  return files.map((file) => ({
    path: file,
    kind: file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : 'other',
    gzipBytes: gzipSize(readFileSync(path.join(distDir, file))),
  }));
}
