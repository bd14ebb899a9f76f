import { describe, expect, it } from 'vitest';
import { fillShell, inlineBootCss } from './shell-template.ts';

// The markers as the build writes them (apps/portal/index.html after vite build).
const BUILT = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="theme-color" content="#1890ff" />
    <meta name="description" content="" />
    <link rel="icon" href="/brand/favicon.svg" type="image/svg+xml" />
    <title>Личный кабинет</title>
    <link rel="stylesheet" crossorigin href="/assets/boot-abc.css">
    <script type="module" async crossorigin fetchpriority="high" src="/assets/preload-route-a.js"></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-a.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head = {
  title: 'ЛК «Эко» & <Югра>',
  description: 'Вывоз "ТКО"',
  keywords: 'ТКО',
  favicon: '/brand/favicon.png',
  themeColor: '#0b3d5c',
  themeVariables: { '--rp-color-primary': '#0b3d5c', '--rp-font-family': "'PT Sans', sans-serif" },
};

describe('the shell template', () => {
  it('puts the boot stylesheet inline, so the first paint waits for no second request', () => {
    const html = inlineBootCss(BUILT, (href) => (href === '/assets/boot-abc.css' ? 'body{margin:0}' : ''));
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('boot-abc.css');
  });

  it('writes the brand into the head, escaped, before any script runs', () => {
    const html = fillShell(BUILT, { head });
    expect(html).toContain('<title>ЛК «Эко» &amp; &lt;Югра&gt;</title>');
    expect(html).toContain('<meta name="description" content="Вывоз &quot;ТКО&quot;" />');
    expect(html).toContain('<meta name="keywords" content="ТКО" />');
    expect(html).toContain('<meta name="theme-color" content="#0b3d5c" />');
    expect(html).toContain('<link rel="icon" href="/brand/favicon.png" type="image/png" />');
    expect(html).toContain(`<style>:root{--rp-color-primary:#0b3d5c;--rp-font-family:'PT Sans', sans-serif}</style>`);
    expect(html).not.toContain('Личный кабинет</title>');
  });

  it('cannot be broken out of by a brand value', () => {
    const html = fillShell(BUILT, {
      head: { ...head, themeVariables: { '--rp-color-primary': 'red}</style><script>alert(1)</script>' } },
    });
    expect(html).not.toContain('<script>alert(1)');
  });

  it('puts the prerendered page into #root with the stamp of its brand', () => {
    const html = fillShell(BUILT, { head, page: { body: '<main><h1>Вход</h1></main>', stamp: 'abc1' } });
    expect(html).toContain('<div id="root" data-prerendered="abc1"><main><h1>Вход</h1></main></div>');
  });

  it("puts the page's image hints first in the head and loads the scripts after the page", () => {
    const html = fillShell(BUILT, {
      head,
      page: {
        body: '<link rel="preload" as="image" href="/brand/logo.svg"/><main><img src="/brand/logo.svg"/></main>',
        stamp: 'abc1',
      },
    });
    expect(html).toMatch(/<head>\s*<link rel="preload" as="image" fetchpriority="high" href="\/brand\/logo.svg"\/>/);
    expect(html).toContain('<div id="root" data-prerendered="abc1"><main>');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/after-load.js" data-after-load="/assets/preload-route-a.js /assets/index-a.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/');
    // Then the inline script that keeps a tap made before the code arrives.
    expect(html).toMatch(
      /fetchpriority="high" href="\/brand\/logo.svg"\/>\s*<script>\(function\(\)\{var q=window.__earlyTaps=/,
    );
  });

  it('leaves the scripts first where the page is drawn by them', () => {
    const html = fillShell(BUILT, { head });
    expect(html).not.toContain('<script>');
    expect(html).toContain('fetchpriority="high" src="/assets/preload-route-a.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-a.js">');
    expect(html).not.toContain('after-load');
  });

  it("puts a resident page's frame into #root unstamped, so the browser draws over it, and leaves the scripts first", () => {
    const html = fillShell(BUILT, {
      head,
      frame: {
        body: '<link rel="preload" as="image" href="/brand/logo-small.svg"/><div><img src="/brand/logo-small.svg"/></div>',
      },
    });
    expect(html).toContain('<div id="root" data-frame="main"><div><img');
    expect(html).not.toContain('data-prerendered');
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="image" fetchpriority="high" href="\/brand\/logo-small.svg"\/>/,
    );
    expect(html).toContain('fetchpriority="high" src="/assets/preload-route-a.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-a.js">');
    expect(html).not.toContain('after-load');
    expect(html).toContain('<script>(function(){var q=window.__earlyTaps=');
  });

  it('refuses a template it cannot fill rather than serving the default brand', () => {
    expect(() => fillShell('<!doctype html><div id="root"></div>', { head })).toThrow(/index\.html has no/);
  });
});
