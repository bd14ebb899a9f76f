import { sourceConditions } from '@resident/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandAssets } from './scripts/brand-assets-plugin.ts';

const operatorApi = process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080';

/**
 * antd's own packages that do not declare `"sideEffects": false` although importing them does
 * nothing but define components and helpers. Without this, importing one export (antd's Input
 * imports only `FormProvider` from @rc-component/form) keeps the whole package: the form engine and
 * its validator ride along on every page with an input, /login included.
 */
const PURE_ANTD_DEPENDENCIES = /[\\/]node_modules[\\/](?:@rc-component|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)|@emotion)[\\/]/;

export default defineConfig({
  ...sourceConditions,
  plugins: [react(), brandAssets()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: operatorApi, ws: true }, '/docs': operatorApi },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: tells the benchmark (tooling/bench) which chunk is which route's page.
    manifest: true,
    // The benchmark tracks these; a warning here is the first sign a route got too heavy.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: PURE_ANTD_DEPENDENCIES, sideEffects: false }] },
    },
  },
  worker: { format: 'es' },
});
