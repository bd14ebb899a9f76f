import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The default brand's logo and favicon live in @resident/branding; serve them at /brand/. */
export function brandAssets(): Plugin {
  const dir = path.join(path.dirname(require.resolve('@resident/branding/default-brand.json')), '../assets');
  const files = () => readdirSync(dir).filter((name) => name.endsWith('.svg'));
  return {
    name: 'resident-brand-assets',
    configureServer(server) {
      server.middlewares.use('/brand', (req, res, next) => {
        const name = path.basename(req.url ?? '');
        if (!files().includes(name)) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(path.join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of files()) {
        this.emitFile({ type: 'asset', fileName: `brand/${name}`, source: readFileSync(path.join(dir, name)) });
      }
    },
  };
}
