// The prerender's server bundle (src/prerender/render-page.tsx → dist-server/render-page.js),
// loaded by the static server (server/prerender). Everything is bundled in: the static server
// runs from sources with Node's type stripping and could not import the TSX of the workspace.
import { sourceConditions } from '@resident/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  ssr: { ...sourceConditions.ssr, noExternal: true },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node22',
    copyPublicDir: false,
    minify: false,
  },
});
