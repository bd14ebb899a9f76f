import { describe, expect, it } from 'vitest';
import { parseBuildManifest, type ManifestChunk } from './build-manifest.ts';

// A portal in miniature: two entries, the route table's lazy pages, a layout that loads antd lazily.
const chunks: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['pages/login.tsx', 'layouts/main.tsx'],
    css: ['assets/boot.css'],
  },
  'src/preload-route.ts': { file: 'assets/preload.js', isEntry: true, imports: ['_route-table.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_route-table.js': { file: 'assets/route-table.js', dynamicImports: ['pages/login.tsx', 'pages/billing.tsx'] },
  'pages/login.tsx': {
    file: 'assets/login.js',
    src: '../../packages/features/auth/src/pages/login.tsx',
    isDynamicEntry: true,
    imports: ['_framework.js'],
    css: ['assets/login.css'],
  },
  'pages/billing.tsx': {
    file: 'assets/billing.js',
    src: '../../packages/features/billing/src/pages/billing.tsx',
    isDynamicEntry: true,
    imports: ['_table.js'],
    dynamicImports: ['ui/pay-drawer.tsx'],
  },
  'ui/pay-drawer.tsx': {
    file: 'assets/pay-drawer.js',
    src: '../../packages/features/billing/src/ui/pay-drawer.tsx',
    isDynamicEntry: true,
  },
  '_table.js': { file: 'assets/table.js' },
  'layouts/main.tsx': {
    file: 'assets/main.js',
    src: 'src/layouts/main.tsx',
    isDynamicEntry: true,
    dynamicImports: ['layouts/parts.tsx'],
  },
  'layouts/parts.tsx': {
    file: 'assets/parts.js',
    src: 'src/layouts/parts.tsx',
    isDynamicEntry: true,
    imports: ['_antd.js'],
  },
  '_antd.js': { file: 'assets/antd.js', css: ['assets/antd.css'] },
};

describe('parseBuildManifest', () => {
  const manifest = parseBuildManifest(chunks);

  it('takes the entries and their static imports, with CSS, as the shell, not their lazy pages', () => {
    expect([...manifest.shell].sort()).toEqual([
      '/assets/boot.css',
      '/assets/framework.js',
      '/assets/index.js',
      '/assets/preload.js',
      '/assets/route-table.js',
    ]);
  });

  it("tells a feature's lazily loaded chunks from the shell's", () => {
    expect([...manifest.featureChunks.keys()].sort()).toEqual([
      '/assets/billing.js',
      '/assets/login.js',
      '/assets/pay-drawer.js',
    ]);
    expect(manifest.lazySources).toEqual(
      new Set(['pages/login.tsx', 'pages/billing.tsx', 'ui/pay-drawer.tsx', 'layouts/main.tsx', 'layouts/parts.tsx']),
    );
  });

  it("loads a route's page with its static imports, its layouts with their lazy islands too, and nothing the shell has", () => {
    expect([...manifest.load('pages/login.tsx')].sort()).toEqual(['/assets/login.css', '/assets/login.js']);
    // The page's own lazy pay drawer waits for a click; the layout's parts load as it paints.
    expect([...manifest.load('pages/billing.tsx', ['layouts/main.tsx'])].sort()).toEqual([
      '/assets/antd.css',
      '/assets/antd.js',
      '/assets/billing.js',
      '/assets/main.js',
      '/assets/parts.js',
      '/assets/table.js',
    ]);
  });
});
