import path from 'node:path';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreload } from './route-preload-plugin.ts';

const ROOT = '/repo/apps/portal';

function transform(plugin: Plugin, context: Partial<IndexHtmlTransformContext>) {
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return handler.call({} as never, '<html></html>', context as IndexHtmlTransformContext);
}

describe('routePreload', () => {
  it('makes the preloader an entry of its own in the build', () => {
    const config = (plugin: Plugin) =>
      (plugin.config as (c: object, e: { command: string }) => unknown)({ root: ROOT }, { command: 'build' });
    expect(config(routePreload('src/preload-route.ts'))).toEqual({
      build: {
        rolldownOptions: {
          input: { index: path.join(ROOT, 'index.html'), 'preload-route': path.join(ROOT, 'src/preload-route.ts') },
        },
      },
    });
  });

  it('puts the built preloader first in the head as an async, high-priority module script', () => {
    const bundle = {
      'assets/preload-route-abc.js': {
        type: 'chunk',
        isEntry: true,
        facadeModuleId: path.join(ROOT, 'src/preload-route.ts'),
        fileName: 'assets/preload-route-abc.js',
      },
      'assets/index-def.js': {
        type: 'chunk',
        isEntry: true,
        facadeModuleId: path.join(ROOT, 'index.html'),
        fileName: 'assets/index-def.js',
      },
    };
    expect(transform(routePreload('src/preload-route.ts'), { bundle: bundle as never })).toEqual([
      {
        tag: 'script',
        attrs: {
          type: 'module',
          async: true,
          crossorigin: true,
          fetchpriority: 'high',
          src: '/assets/preload-route-abc.js',
        },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('serves the source as it is in the dev server', () => {
    const [tag] = transform(routePreload('src/preload-route.ts'), {}) as unknown as { attrs: { src: string } }[];
    expect(tag!.attrs.src).toBe('/src/preload-route.ts');
  });
});
