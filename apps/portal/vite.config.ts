import { sourceConditions } from '@resident/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandAssets } from './scripts/brand-assets-plugin.ts';

const operatorApi = process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080';

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
    // The benchmark tracks these; a warning here is the first sign a route got too heavy.
    chunkSizeWarningLimit: 600,
  },
  worker: { format: 'es' },
});
