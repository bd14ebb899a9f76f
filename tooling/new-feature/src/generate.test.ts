import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeatureManifest, Paths } from '@resident/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITED, generateFeature } from './generate.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let root = '';

/**
 * A copy of what the generator reads and edits, inside this package (not the system temp folder)
 * and removed afterwards. @resident/routes is a copy too, linked as the new feature would find it,
 * so the generated manifest is imported against the generated paths.
 */
beforeAll(() => {
  root = mkdtempSync(path.join(repo, 'tooling/new-feature/.generated-'));
  for (const file of Object.values(EDITED)) cpSync(path.join(repo, file), path.join(root, file));
  cpSync(path.join(repo, 'packages/routes/src'), path.join(root, 'packages/routes/src'), { recursive: true });
  cpSync(path.join(repo, 'packages/routes/package.json'), path.join(root, 'packages/routes/package.json'));
  for (const feature of readdirSync(path.join(repo, 'packages/features'))) {
    const manifest = path.join('packages/features', feature, 'src/index.ts');
    if (existsSync(path.join(repo, manifest))) cpSync(path.join(repo, manifest), path.join(root, manifest));
  }
  mkdirSync(path.join(root, 'node_modules/@resident'), { recursive: true });
  symlinkSync(path.join(root, 'packages/routes'), path.join(root, 'node_modules/@resident/routes'), 'dir');
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('generateFeature', () => {
  it('writes the package skeleton and wires it into paths, the shell list, the portal and the manifests table', () => {
    const written = generateFeature(root, 'parking-permits', 'Пропуска');
    const folder = 'packages/features/parking-permits';
    expect(
      written
        .filter((file) => file.startsWith(folder))
        .map((file) => file.slice(folder.length + 1))
        .sort(),
    ).toEqual([
      'README.md',
      'package.json',
      'src/api/parking-permits.api.ts',
      'src/index.ts',
      'src/pages/parking-permits-page.stories.tsx',
      'src/pages/parking-permits-page.test.tsx',
      'src/pages/parking-permits-page.tsx',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    const pkg = JSON.parse(read(`${folder}/package.json`));
    expect([pkg.name, pkg.sideEffects, pkg.exports]).toEqual([
      '@resident/parking-permits',
      false,
      { '.': { '@resident/source': './src/index.ts' } },
    ]);
    expect(read(`${folder}/src/api/parking-permits.api.ts`)).toContain(
      "baseApi.injectEndpoints({\n  overrideExisting: 'throw',",
    );
    expect(read(EDITED.paths)).toContain("  parkingPermits: resident('parking-permits'),\n} as const;");
    expect(read(EDITED.features)).toMatch(
      /import \{ parkingPermitsFeature \} from '@resident\/parking-permits';[\s\S]* {2}parkingPermitsFeature,\n\];/,
    );
    expect(JSON.parse(read(EDITED.portalPackage)).dependencies['@resident/parking-permits']).toBe('workspace:*');
    expect(read(EDITED.manifestsTest)).toContain(
      "  ['parking-permits', paths.parkingPermits.pattern, { ...menu(14, 'Пропуска', 'пропуска', 'solution'), access: ['personalAccount', 'featurePreview'] }, 'stub'],\n  // pnpm new-feature",
    );
  });

  it('writes a manifest that validates: a menu item after the others, behind the preview flag', async () => {
    const routes = (await import(path.join(root, 'node_modules/@resident/routes/src/index.ts'))) as {
      paths: Paths & Record<'parkingPermits', { pattern: string; getHref(id: number): string }>;
      validateManifests(manifests: FeatureManifest[]): void;
    };
    const { parkingPermitsFeature } = (await import(
      path.join(root, 'packages/features/parking-permits/src/index.ts')
    )) as { parkingPermitsFeature: FeatureManifest };
    expect(() => routes.validateManifests([parkingPermitsFeature])).not.toThrow();
    expect(parkingPermitsFeature.routes.map((route) => [route.path, route.meta.order, route.meta.access])).toEqual([
      ['/resident/:userId/parking-permits', 14, ['personalAccount', 'featurePreview']],
    ]);
    expect(routes.paths.parkingPermits.getHref(7)).toBe('/resident/7/parking-permits');
  });

  it('refuses a name that is not kebab-case or exists already, before writing anything', () => {
    const before = read(EDITED.paths);
    expect(() => generateFeature(root, 'ParkingPermits')).toThrow(
      "The feature name 'ParkingPermits' must be kebab-case, e.g. parking-permits.",
    );
    expect(() => generateFeature(root, 'parking-permits')).toThrow('packages/features/parking-permits exists already.');
    expect(() => generateFeature(root, 'billing')).toThrow('packages/features/billing exists already.');
    expect(read(EDITED.paths)).toBe(before);
  });
});
