import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts the route preloader (`entry`) first in index.html's head as an async module script of
 * its own, at high priority: Vite would otherwise bundle every module script of the page into
 * one entry, and over HTTP/1.1's six connections the preloader would queue behind the entry's
 * twenty files, the very wait it exists to avoid.
 */
export function routePreload(entry: string): Plugin {
  let root = process.cwd();
  return {
    name: 'resident-route-preload',
    config: (config, { command }) => {
      if (command !== 'build') return;
      const base = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: { index: path.resolve(base, 'index.html'), 'preload-route': path.resolve(base, entry) },
          },
        },
      };
    },
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const target = path.resolve(root, entry);
        const chunk = context.bundle
          ? Object.values(context.bundle).find(
              (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === target,
            )
          : undefined;
        if (context.bundle && !chunk) throw new Error(`${entry} is not an entry of the build`);
        // The dev server serves the source as a module as it is.
        const src = chunk ? `/${chunk.fileName}` : `/${entry}`;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
