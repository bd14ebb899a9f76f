import type { FeatureNames } from './names.ts';
import type { FeatureOptions } from './templates.ts';

/** Inserts `text` before the first occurrence of `marker`, or says which file lost its marker. */
function insertBefore(source: string, marker: string, text: string, file: string): string {
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file} no longer contains '${marker.trim()}': add the feature by hand there.`);
  return source.slice(0, at) + text + source.slice(at);
}

/** packages/routes/src/paths.ts: the feature's resident path. */
export function addPath(source: string, { kebab, camel }: FeatureNames): string {
  if (new RegExp(`^\\s+${camel}:`, 'm').test(source)) throw new Error(`paths.${camel} exists already.`);
  return insertBefore(source, '} as const;', `  ${camel}: resident('${kebab}'),\n`, 'paths.ts');
}

/** apps/portal/src/app/features.ts: the import and the list entry. */
export function addFeatureLine(source: string, { kebab, camel }: FeatureNames): string {
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) throw new Error('features.ts has no imports to follow.');
  const end = last.index + last[0].length;
  const withImport = `${source.slice(0, end)}\nimport { ${camel}Feature } from '@resident/${kebab}';${source.slice(end)}`;
  return insertBefore(withImport, '];', `  ${camel}Feature,\n`, 'features.ts');
}

/** apps/portal/package.json: the workspace dependency. */
export function addPortalDependency(source: string, { kebab }: FeatureNames): string {
  const pkg = JSON.parse(source) as { dependencies?: Record<string, string> };
  pkg.dependencies = { ...pkg.dependencies, [`@resident/${kebab}`]: 'workspace:*' };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

export const MANIFEST_ROWS_MARKER = '  // pnpm new-feature adds its rows above this line.';

/** apps/portal/src/app/manifests.test.tsx: the route's row in the table of every manifest. */
export function addManifestRow(
  source: string,
  { kebab, camel }: FeatureNames,
  { title, order }: FeatureOptions,
): string {
  const row =
    `  ['${kebab}', paths.${camel}.pattern, { ...menu(${order}, '${title}', '${title.toLowerCase()}', 'solution'), ` +
    `access: ['personalAccount', 'featurePreview'] }, 'stub'],\n`;
  return insertBefore(source, MANIFEST_ROWS_MARKER, row, 'manifests.test.tsx');
}

/** The next free side-navigation position, from the manifests' `order:` values. */
export function nextOrder(manifestSources: readonly string[]): number {
  const orders = manifestSources.flatMap((source) =>
    [...source.matchAll(/\border:\s*(\d+)/g)].map((match) => Number(match[1])),
  );
  return Math.max(0, ...orders) + 1;
}
