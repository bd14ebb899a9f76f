import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPrerenderedShell,
  MAX_NAV_FRAMES,
  NAV_FRAMES_PER_SECOND,
  prerenderedPageOf,
  type Renderer,
} from './prerendered-shell.ts';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-prerender-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<head><meta name="theme-color" content="#1890ff" /><meta name="description" content="" /><link rel="icon" href="/brand/favicon.svg" /><title>Личный кабинет</title></head><body><div id="root"></div></body>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

type BrandAnswer = { title: string };

function fakeRenderer(fail?: string) {
  const renderPage = vi.fn(async (url: string, brand: BrandAnswer) => {
    if (url === fail) throw new Error('broken page');
    return { body: `<h1>${url} ${brand.title}</h1>`, stamp: brand.title };
  });
  // The main layout's pages in this fake: /resident/<id>/dashboard and /resident/<id>/billing.
  const framePatternOf = (pathname: string) => /^\/resident\/[^/]+\/(dashboard|billing)$/.exec(pathname)?.[1];
  const renderFrame = vi.fn(async (pathname: string, brand: BrandAnswer, nav?: string) => {
    if (framePatternOf(pathname) === fail) throw new Error('broken frame');
    // The real frame's links: relative to the page, so one drawing serves every resident.
    const links = nav?.split('.').map((item) => `<a href="./${item}">${item}</a>`) ?? [];
    return { body: `<header>${framePatternOf(pathname)} ${brand.title}</header>${links.join('')}` };
  });
  // The real one checks the cookie against the manifests; here: items a, b, c, anything else is bad.
  const frameNavOf = (cookie: string | undefined) => {
    const value = /(?:^|; )rp_nav=([^;]*)/.exec(cookie ?? '')?.[1];
    return value && /^[abc](\.[abc])*$/.test(value) ? value : value && /^item\d+$/.test(value) ? value : undefined;
  };
  const renderer = {
    readBrand: (input: unknown) => input,
    brandHead: (brand: BrandAnswer) => ({
      title: brand.title,
      description: '',
      keywords: '',
      favicon: '/f.svg',
      themeColor: '#000',
      themeVariables: {},
    }),
    renderPage,
    pageTitle: (pathname: string, brand: BrandAnswer) => `${pathname} — ${brand.title}`,
    framePatternOf,
    frameNavOf,
    renderFrame,
  } as unknown as Renderer;
  return { renderer, renderPage, renderFrame };
}

type ShellSetup = {
  brand?: BrandAnswer | null;
  fail?: string;
  config?: Record<string, string>;
  renderer?: Renderer | null;
  now?: () => number;
};

function shellWith({
  brand = { title: 'Эко' },
  fail,
  config = {},
  renderer = fakeRenderer(fail).renderer,
  now,
}: ShellSetup = {}) {
  let current = brand ?? undefined;
  const errors: string[] = [];
  const shell = createPrerenderedShell({
    distDir,
    renderer: renderer ?? undefined,
    brands: { current: async () => current },
    config,
    onError: (_error, what) => errors.push(what),
    now,
  });
  const html = async (
    pathname: string,
    { search = '', status = 200 as 200 | 404, cookie = undefined as string | undefined } = {},
  ) => (await shell.answer({ pathname, search, status, acceptEncoding: '', cookie })).body.toString();
  return { shell, html, errors, setBrand: (next: BrandAnswer) => (current = next) };
}

describe('which addresses are drawn', () => {
  it('are the guest pages, spelt as the router matches them', () => {
    expect(prerenderedPageOf('/login')).toBe('/login');
    expect(prerenderedPageOf('//LOGIN/')).toBe('/login');
    expect(prerenderedPageOf('/%6Cogin')).toBe('/login');
    expect(prerenderedPageOf('/password-recovery')).toBe('/password-recovery');
    expect(prerenderedPageOf('/login/x')).toBeUndefined();
    expect(prerenderedPageOf('/resident/501/dashboard')).toBeUndefined();
  });
});

describe('the prerendered shell', () => {
  it('draws a guest page in the brand, and a resident page of the main layout as its frame', async () => {
    const { html } = shellWith();
    expect(await html('/login')).toContain('<div id="root" data-prerendered="Эко"><h1>/login Эко</h1></div>');
    expect(await html('/login')).toContain('<title>/login — Эко</title>');
    const resident = await html('/resident/501/dashboard');
    expect(resident).toContain('<title>/resident/501/dashboard — Эко</title>');
    expect(resident).toContain('<div id="root" data-frame="main"><header>dashboard Эко</header></div>');
  });

  it('draws one frame for every address of a route pattern, and none for other resident pages or with a query', async () => {
    const { renderer, renderFrame } = fakeRenderer();
    const { html } = shellWith({ renderer });
    await html('/resident/501/dashboard');
    expect(await html('/resident/7/dashboard')).toContain('<header>dashboard Эко</header>');
    expect(renderFrame).toHaveBeenCalledTimes(1);
    expect(await html('/resident/501/billing')).toContain('<header>billing Эко</header>');
    expect(await html('/resident/501/billing', { search: '?name=x' })).toContain('<div id="root"></div>');
    expect(await html('/resident/unverified/501')).toContain('<div id="root"></div>');
  });

  it('with the service switched off draws no frame either', async () => {
    const { html } = shellWith({ config: { serviceUnavailable: 'true' } });
    expect(await html('/resident/501/dashboard')).toContain('<div id="root"></div>');
  });

  it('serves a resident page in its brand, without the frame, when drawing the frame fails', async () => {
    const { html, errors } = shellWith({ fail: 'billing' });
    const page = await html('/resident/501/billing');
    expect(page).toContain('<title>/resident/501/billing — Эко</title>');
    expect(page).toContain('<div id="root"></div>');
    expect(errors).toEqual(['prerender of billing']);
  });

  it("draws an address with a query as the browser will (not prerendered), with the brand's title", async () => {
    const { html } = shellWith();
    const page = await html('/pay', { search: '?payment=5' });
    expect(page).toContain('<div id="root"></div>');
    // One cached answer serves every such address: the browser sets the route's title.
    expect(page).toContain('<title>Эко</title>');
    expect(page).not.toContain('__earlyTaps');
  });

  it('gives every drawn page, and the frame, the inline script that keeps early taps', async () => {
    const { html } = shellWith();
    expect(await html('/login')).toMatch(/<head>\s*<script>\(function\(\)\{var q=window.__earlyTaps=/);
    expect(await html('/resident/501/dashboard')).toContain('<script>(function(){var q=window.__earlyTaps=');
  });

  it('draws the not-found page for a 404, the same for every unknown address', async () => {
    const { renderer, renderPage } = fakeRenderer();
    const { html } = shellWith({ renderer });
    expect(await html('/no/such', { status: 404 })).toContain('<h1>/not-found Эко</h1>');
    await html('/another', { status: 404 });
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('with the service switched off draws only its page', async () => {
    const { html } = shellWith({ config: { serviceUnavailable: 'true' } });
    expect(await html('/login')).toContain('<div id="root"></div>');
    expect(await html('/no/such', { status: 404 })).toContain('<div id="root"></div>');
    expect(await html('/service-unavailable')).toContain('data-prerendered');
  });

  it('draws each page once per brand, and again when the operator changes the brand', async () => {
    const { renderer, renderPage } = fakeRenderer();
    const { html, setBrand } = shellWith({ renderer });
    await html('/login');
    await html('/login');
    expect(renderPage).toHaveBeenCalledTimes(1);
    setBrand({ title: 'Югра' });
    expect(await html('/login')).toContain('<h1>/login Югра</h1>');
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('serves the built file while the API has not given a brand, and without the server bundle', async () => {
    expect(await shellWith({ brand: null }).html('/login')).toContain('<title>Личный кабинет</title>');
    expect(await shellWith({ renderer: null }).html('/login')).toContain('<title>Личный кабинет</title>');
  });

  it('serves the page in its brand, undrawn, when drawing fails, and says why', async () => {
    const { html, errors } = shellWith({ fail: '/registration' });
    const page = await html('/registration');
    expect(page).toContain('<title>/registration — Эко</title>');
    expect(page).toContain('<div id="root"></div>');
    expect(errors).toEqual(['prerender of /registration']);
  });

  it('sends brotli or gzip when the browser takes it', async () => {
    const { shell } = shellWith();
    const br = await shell.answer({ pathname: '/login', search: '', status: 200, acceptEncoding: 'gzip, deflate, br' });
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('<h1>/login Эко</h1>');
    const gzip = await shell.answer({ pathname: '/login', search: '', status: 200, acceptEncoding: 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>/login Эко</h1>');
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('reads Accept-Encoding %j by its q-values: %s', async (acceptEncoding, encoding) => {
    const { shell } = shellWith();
    const answer = await shell.answer({ pathname: '/login', search: '', status: 200, acceptEncoding });
    expect(answer.encoding).toBe(encoding);
  });
});

describe('the signed-in frame’s navigation', () => {
  it('draws the items the cookie names, once for every resident with them: the links are relative', async () => {
    const { renderer, renderFrame } = fakeRenderer();
    const { html } = shellWith({ renderer });
    const page = await html('/resident/501/dashboard', { cookie: 'x=1; rp_nav=a.c; y=2' });
    expect(page).toContain('<header>dashboard Эко</header><a href="./a">a</a><a href="./c">c</a></div>');
    expect(await html('/resident/7/dashboard', { cookie: 'rp_nav=a.c' })).toBe(page);
    expect(renderFrame.mock.calls.filter(([, , nav]) => nav !== undefined)).toHaveLength(1);
  });

  it('keeps the empty frame without the cookie, with a bad one, or at an address not spelt as the router writes it', async () => {
    const { renderer, renderFrame } = fakeRenderer();
    const { html } = shellWith({ renderer });
    const empty = '<header>dashboard Эко</header></div>';
    expect(await html('/resident/501/dashboard')).toContain(empty);
    expect(await html('/resident/501/dashboard', { cookie: 'rp_nav=a.evil' })).toContain(empty);
    expect(await html('/resident/501/dashboard', { cookie: 'rp_nav=<script>' })).toContain(empty);
    // The links are relative: elsewhere they would lead astray.
    for (const address of [
      '/resident/5x1/dashboard',
      '/resident/%35%30/dashboard',
      '/resident/501/dashboard/',
      '//resident/501/dashboard',
      '/Resident/501/dashboard',
    ]) {
      expect(await html(address, { cookie: 'rp_nav=a' }), address).not.toContain('<a ');
    }
    expect(renderFrame.mock.calls.every(([, , nav]) => nav === undefined)).toBe(true);
  });

  it('keeps only so many drawings, and draws only so many new ones a second (any cookie can be sent)', async () => {
    let time = 0;
    const { renderer, renderFrame } = fakeRenderer();
    const { html } = shellWith({ renderer, now: () => time });
    const drawings = () => renderFrame.mock.calls.filter(([, , nav]) => nav !== undefined).length;
    await html('/resident/501/dashboard', { cookie: 'rp_nav=a.b' });
    // A burst of new sets: the budget's worth is drawn, the rest get the empty frame.
    for (let index = 0; index < 50; index += 1) await html('/resident/501/billing', { cookie: `rp_nav=item${index}` });
    expect(drawings()).toBe(NAV_FRAMES_PER_SECOND);
    expect(await html('/resident/501/billing', { cookie: 'rp_nav=item49' })).not.toContain('<a ');
    // Kept ones are served whatever the budget.
    expect(await html('/resident/502/dashboard', { cookie: 'rp_nav=a.b' })).toContain('<a href="./a">');
    // Over time, more than the cache holds: the least recently served make room.
    for (let index = 0; index <= MAX_NAV_FRAMES; index += 1) {
      time += 1000 / NAV_FRAMES_PER_SECOND;
      await html('/resident/501/billing', { cookie: `rp_nav=item${index + 100}` });
    }
    const before = drawings();
    time += 1000;
    await html('/resident/501/dashboard', { cookie: 'rp_nav=a.b' });
    expect(drawings()).toBe(before + 1);
    await html('/resident/501/billing', { cookie: `rp_nav=item${MAX_NAV_FRAMES + 100}` });
    expect(drawings()).toBe(before + 1);
  });

  it('sends the frame with its navigation compressed as the browser takes it', async () => {
    const { shell } = shellWith();
    const answer = (acceptEncoding: string) =>
      shell.answer({
        pathname: '/resident/501/dashboard',
        search: '',
        status: 200,
        acceptEncoding,
        cookie: 'rp_nav=b',
      });
    const br = await answer('gzip, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('<a href="./b">b</a>');
    const gzip = await answer('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<a href="./b">b</a>');
  });

  it('serves the frame without its navigation when drawing it fails, and says why', async () => {
    const { renderer, renderFrame } = fakeRenderer();
    renderFrame.mockImplementation(async (_pathname: string, _brand: BrandAnswer, nav?: string) => {
      if (nav) throw new Error('broken nav');
      return { body: '<header>plain</header>' };
    });
    const { html, errors } = shellWith({ renderer });
    expect(await html('/resident/501/dashboard', { cookie: 'rp_nav=a' })).toContain('<header>plain</header></div>');
    expect(errors).toEqual(['prerender of the frame of /resident/501/dashboard with its navigation']);
  });
});
