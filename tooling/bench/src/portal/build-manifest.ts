import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_DIST } from '../repo-paths.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What the bench needs from Vite's build manifest, as URL paths ('/assets/login-page-abc.js'). */
export interface BuildManifest {
  /** The entry and everything it imports statically: the shell every route loads. */
  shell: Set<string>;
  /** Lazily loaded chunks of a feature package (its route pages and what they load lazily) → source. */
  featureChunks: Map<string, string>;
}

/** Reads apps/portal/dist/.vite/manifest.json (apps/portal/vite.config.ts keeps build.manifest on). */
export function readBuildManifest(distDir = PORTAL_DIST): BuildManifest {
  const file = path.join(distDir, '.vite/manifest.json');
  let chunks: Record<string, ManifestChunk>;
  try {
    chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: apps/portal/vite.config.ts must keep build.manifest on`, { cause: error });
  }

  const shell = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || shell.has(`/${chunk.file}`)) return;
    shell.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) shell.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(key);

  const featureChunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(chunks)) {
    const source = chunk.src ?? key;
    if (chunk.isDynamicEntry && source.includes('packages/features/')) featureChunks.set(`/${chunk.file}`, source);
  }
  return { shell, featureChunks };
}
