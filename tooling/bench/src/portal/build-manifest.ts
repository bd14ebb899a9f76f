import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_DIST } from '../repo-paths.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What the bench needs from Vite's build manifest, as URL paths ('/assets/login-page-abc.js'). */
export interface BuildManifest {
  /** The entry and everything it imports statically: the shell every route loads. */
  shell: Set<string>;
  /** Lazily loaded chunks of a feature package (its route pages and what they load lazily) → source. */
  featureChunks: Map<string, string>;
  /** Manifest keys (sources relative to apps/portal) of every lazily loaded chunk. */
  lazySources: Set<string>;
  /**
   * The files opening a route fetches, shell excluded: its page's chunk with what it imports
   * statically, and its layouts' chunks with what they import statically and lazily (a layout
   * starts its islands — header, navigation — as it paints). A page's own lazy imports wait for the
   * resident (a pay form on «Оплатить», a result on return from the acquirer) and are not counted.
   */
  load(page: string, layouts?: readonly string[]): Set<string>;
}

/** Parses a manifest (`dist/.vite/manifest.json`'s content). */
export function parseBuildManifest(chunks: Record<string, ManifestChunk>): BuildManifest {
  /** Manifest keys reached from `keys` through static imports, and lazy ones too; `stop` is not entered. */
  const reach = (keys: Iterable<string>, lazyToo: boolean, stop: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (!chunks[key] || seen.has(key) || stop.has(key)) return;
      seen.add(key);
      for (const imported of chunks[key].imports ?? []) visit(imported);
      if (lazyToo) for (const imported of chunks[key].dynamicImports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const filesOf = (keys: Iterable<string>) =>
    new Set([...keys].flatMap((key) => [chunks[key]!.file, ...(chunks[key]!.css ?? [])].map((file) => `/${file}`)));

  const entries = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  // The shell's own lazy imports (every page and layout) are not followed: a route loads its own.
  const shellKeys = reach(entries, false);
  const shell = filesOf(shellKeys);

  const featureChunks = new Map<string, string>();
  const lazySources = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) {
    if (!chunk.isDynamicEntry) continue;
    const source = chunk.src ?? key;
    lazySources.add(key);
    if (source.includes('packages/features/')) featureChunks.set(`/${chunk.file}`, source);
  }
  const load = (page: string, layouts: readonly string[] = []) =>
    filesOf(new Set([...reach([page], false, shellKeys), ...reach(layouts, true, shellKeys)]));
  return { shell, featureChunks, lazySources, load };
}

/** Reads apps/portal/dist/.vite/manifest.json (apps/portal/vite.config.ts keeps build.manifest on). */
export function readBuildManifest(distDir = PORTAL_DIST): BuildManifest {
  const file = path.join(distDir, '.vite/manifest.json');
  let chunks: Record<string, ManifestChunk>;
  try {
    chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable: run \`pnpm --filter @resident/portal build\` (apps/portal/vite.config.ts must keep build.manifest on)`,
      { cause: error },
    );
  }
  return parseBuildManifest(chunks);
}
