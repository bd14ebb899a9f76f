import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addFeatureLine, addManifestRow, addPath, addPortalDependency, nextOrder } from './edits.ts';
import { featureNames } from './names.ts';
import { featureFiles, type FeatureOptions } from './templates.ts';

/** The files the generator edits, relative to the repository root. */
export const EDITED = {
  paths: 'packages/routes/src/paths.ts',
  features: 'apps/portal/src/app/features.ts',
  portalPackage: 'apps/portal/package.json',
  manifestsTest: 'apps/portal/src/app/manifests.test.tsx',
} as const;

function manifestSources(root: string): string[] {
  const features = path.join(root, 'packages/features');
  return readdirSync(features)
    .map((name) => path.join(features, name, 'src/index.ts'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

/**
 * Writes packages/features/<name> and wires it into the routes and the shell under `root`.
 * Everything is computed before the first write, so a refusal leaves the tree untouched.
 * Returns the paths written, relative to `root`.
 */
export function generateFeature(root: string, name: string, title = name): string[] {
  const names = featureNames(name);
  const folder = path.join('packages/features', names.kebab);
  if (existsSync(path.join(root, folder))) throw new Error(`${folder} exists already.`);
  const options: FeatureOptions = { title, order: nextOrder(manifestSources(root)) };
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const writes: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(featureFiles(names, options)).map(([file, text]) => [path.join(folder, file), text]),
    ),
    [EDITED.paths]: addPath(read(EDITED.paths), names),
    [EDITED.features]: addFeatureLine(read(EDITED.features), names),
    [EDITED.portalPackage]: addPortalDependency(read(EDITED.portalPackage), names),
    [EDITED.manifestsTest]: addManifestRow(read(EDITED.manifestsTest), names, options),
  };
  for (const [file, text] of Object.entries(writes)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return Object.keys(writes);
}
