import { sourceConditions } from '@resident/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandAssets } from './scripts/brand-assets-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const operatorApi = process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080';

const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;

/**
 * antd's own packages that do not declare `"sideEffects": false` although importing them only
 * defines components and helpers. Without this, one import keeps the whole package: antd's Input
 * imports `FormProvider` from @rc-component/form, and the form engine and its validator (about
 * 14 kB gzip) rode along on every page with an input.
 */
const PURE_ANTD_DEPENDENCIES = new RegExp(
  `${NODE_MODULES}(?:@rc-component|@ant-design[\\\\/](?:cssinjs|cssinjs-utils|colors|fast-color)|@emotion)[\\\\/]`,
);

/**
 * Chunks every page loads anyway, as two files instead of a dozen per-route fragments: fewer
 * requests on a 150 ms mobile round trip. Components stay where the routes that use them are.
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: new RegExp(`${NODE_MODULES}(?:react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|immer|reselect|use-sync-external-store)[\\\\/]`),
    priority: 2,
  },
  {
    name: 'antd-core',
    test: new RegExp(
      `${NODE_MODULES}(?:antd[\\\\/]es[\\\\/](?:_util|config-provider|theme|style|locale|version)[\\\\/]` +
        `|@ant-design[\\\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\\\/]|@rc-component[\\\\/](?:util|motion|resize-observer|portal)[\\\\/]` +
        `|@emotion[\\\\/]|stylis[\\\\/]|clsx[\\\\/]|@babel[\\\\/]runtime[\\\\/])`,
    ),
    priority: 1,
  },
];

export default defineConfig({
  ...sourceConditions,
  plugins: [react(), brandAssets(), precompress()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: operatorApi, ws: true }, '/docs': operatorApi },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json tells the benchmark (tooling/bench) which chunk is which route's page.
    manifest: true,
    // The benchmark tracks these; a warning here is the first sign a route got too heavy.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: PURE_ANTD_DEPENDENCIES, sideEffects: false }] },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  worker: { format: 'es' },
});
