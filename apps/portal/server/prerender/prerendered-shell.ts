// What the static server answers for a page: index.html in the serving operator's brand and, for
// the guest pages, with the page itself drawn in (the first response holds what the
// resident sees first; the scripts hydrate it); for a resident page of the main layout, with its
// signed-in frame drawn in (the scripts draw the page over it). Built once per brand and page (a
// resident page: per route pattern), then served from memory, compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { matchPath, paths } from '@resident/routes';
import type { Renderer } from '../../src/prerender/prerender-types.ts';
import type { BrandSource } from './brand-source.ts';
import { inlinePreloadedImages, type ImageSource } from './inline-images.ts';
import { fillShell, inlineBootCss } from './shell-template.ts';

export type { Renderer };

/** The guest pages drawn on the server: where most visits start, and the same for every guest. */
export const PRERENDERED_PAGES: readonly string[] = [
  paths.login,
  paths.registration,
  paths.passwordRecovery,
  paths.pay,
  paths.serviceUnavailable,
];

/** Any address without a page: the router's not-found screen is the same for all of them. */
const NOT_FOUND_ADDRESS = '/not-found';

/**
 * How many frames with a navigation are kept per brand (one per route pattern and set of items):
 * the items come from the visitor's cookie, so the cache must not grow with what anyone sends.
 * The least recently served one makes room.
 */
export const MAX_NAV_FRAMES = 200;

/**
 * How many frames with a navigation not drawn yet are drawn per second at most (about 8 ms of the
 * server's time each): anyone can send a new set of items with every request, and a request over
 * the budget gets the frame without its items instead.
 */
export const NAV_FRAMES_PER_SECOND = 5;

/** What is drawn for an address: a guest page (or the not-found page), or a resident page's frame. */
type Drawn = { page: string } | { frame: string; pattern: string };

/**
 * A resident page's address as the router writes it: the resident's id in digits, no empty or
 * trailing segment. The frame's links are relative to it (one drawing for every resident), so
 * only such an address gets them.
 */
const isPlainResidentAddress = (pathname: string) => /^\/resident\/\d{1,15}(?:\/[A-Za-z0-9-]+)+$/.test(pathname);

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };
export type ShellAnswer = { body: Buffer; encoding?: 'br' | 'gzip' };

export type PrerenderedShellOptions = {
  distDir: string;
  /** The server bundle (dist-server); without it every page gets the shell in the brand only. */
  renderer?: Renderer;
  brands: BrandSource;
  config: Record<string, string>;
  /** The bytes of the images a page preloads (its logo), to put small ones inline (inline-images.ts). */
  images?: ImageSource;
  onError?: (error: unknown, what: string) => void;
  /** The clock of the drawing budget (tests). */
  now?: () => number;
};

/** The prerendered page `pathname` is (@resident/routes' matchPath, as every route is matched), if it is one. */
export function prerenderedPageOf(pathname: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => matchPath(page, pathname));
}

/**
 * The page in each encoding, at the best levels; `quick` (a frame with a navigation, drawn for
 * whatever set of items a request names): brotli 5, about 1 ms for such a frame where 11 takes 50,
 * for 6.2 kB where 11 gives 5.4.
 */
function encode(html: string, quick = false): Encoded {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } }),
    gzip: gzipSync(identity, { level: quick ? 6 : 9 }),
  };
}

// Accept-Encoding read by its q-values (`br;q=0` refuses brotli), brotli first on a tie: the
// negotiator @fastify/static uses for the built files. Codings are case-insensitive (RFC 9110
// §8.4.1); the negotiator compares them as written.
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

function pick(encoded: Encoded, acceptEncoding: string): ShellAnswer {
  const encoding = acceptEncoding === '' ? null : encodings.negotiate(acceptEncoding.toLowerCase());
  return encoding ? { body: encoded[encoding], encoding } : { body: encoded.identity };
}

export function createPrerenderedShell({
  distDir,
  renderer,
  brands,
  config,
  images,
  onError = () => {},
  now = Date.now,
}: PrerenderedShellOptions) {
  const template = inlineBootCss(readFileSync(path.join(distDir, 'index.html'), 'utf8'), (href) =>
    readFileSync(path.join(distDir, href.replace(/^\//, '')), 'utf8'),
  );
  const plain = encode(template);
  // One brand at a time: a new stamp (the operator changed the brand) drops the old pages.
  let kept:
    | {
        answer: unknown;
        stamp: string;
        pages: Map<string, Promise<Encoded>>;
        navFrames: Map<string, Promise<Encoded | undefined>>;
      }
    | undefined;
  // The drawing budget for new frames with a navigation: a bucket of NAV_FRAMES_PER_SECOND.
  let navBudget = { tokens: NAV_FRAMES_PER_SECOND, at: now() };
  const unavailable = config.serviceUnavailable === 'true';

  /** What to draw for this request, if anything (see the README's table). */
  function drawnFor(pathname: string, search: string, status: 200 | 404): Drawn | undefined {
    if (status === 404) return unavailable ? undefined : { page: NOT_FOUND_ADDRESS };
    // A query (a link's token, the acquirer's ?payment=, a page's ?name=) leads to another first
    // screen, and would let anyone fill the cache with addresses.
    if (search !== '') return undefined;
    const page = prerenderedPageOf(pathname);
    // With the service switched off every route goes to its page: only that one is drawn.
    if (unavailable) return page === paths.serviceUnavailable ? { page } : undefined;
    if (page) return { page };
    const pattern = renderer?.framePatternOf(pathname);
    return pattern ? { frame: pathname, pattern } : undefined;
  }

  /** A frame with its navigation's items (the cookie's), its links relative to the page. */
  async function buildNavFrame(
    brandAnswer: unknown,
    drawn: { frame: string; nav: string },
  ): Promise<Encoded | undefined> {
    try {
      const brand = renderer!.readBrand(brandAnswer);
      const head = { ...renderer!.brandHead(brand), title: renderer!.pageTitle(drawn.frame, brand) };
      return encode(
        fillShell(template, { head, frame: await renderer!.renderFrame(drawn.frame, brand, drawn.nav) }),
        true,
      );
    } catch (error) {
      onError(error, `prerender of the frame of ${drawn.frame} with its navigation`);
      return undefined;
    }
  }

  async function build(brandAnswer: unknown, drawn: Drawn | undefined): Promise<Encoded> {
    const brand = renderer!.readBrand(brandAnswer);
    const brandOnly = renderer!.brandHead(brand);
    // The shell (no drawn page) serves many addresses from one cached answer: the brand's title;
    // the browser sets the route's once it runs.
    if (!drawn) return encode(fillShell(template, { head: brandOnly }));
    const head = { ...brandOnly, title: renderer!.pageTitle('page' in drawn ? drawn.page : drawn.frame, brand) };
    const what = 'page' in drawn ? drawn.page : drawn.pattern;
    try {
      if ('page' in drawn) {
        const page = await renderer!.renderPage(drawn.page, brand, config);
        // Hydrated, so the inline image stays; the frame is drawn over, so its logo keeps its address.
        if (images) page.body = await inlinePreloadedImages(page.body, images);
        return encode(fillShell(template, { head, page }));
      }
      return encode(fillShell(template, { head, frame: await renderer!.renderFrame(drawn.frame, brand) }));
    } catch (error) {
      onError(error, `prerender of ${what}`);
      return encode(fillShell(template, { head }));
    }
  }

  /** Takes one drawing from the budget, if any is left this second. */
  function mayDraw(): boolean {
    const time = now();
    const refill = ((time - navBudget.at) / 1000) * NAV_FRAMES_PER_SECOND;
    navBudget = { tokens: Math.min(NAV_FRAMES_PER_SECOND, navBudget.tokens + refill), at: time };
    if (navBudget.tokens < 1) return false;
    navBudget.tokens -= 1;
    return true;
  }

  /** The frame with the visitor's navigation, if their cookie names one (see the README). */
  async function navFrame(
    brandAnswer: unknown,
    drawn: Drawn | undefined,
    pathname: string,
    cookie: string | undefined,
  ): Promise<Encoded | undefined> {
    if (!drawn || !('frame' in drawn) || !cookie || !kept || !isPlainResidentAddress(pathname)) return undefined;
    const nav = renderer!.frameNavOf(cookie);
    if (nav === undefined) return undefined;
    const key = `${drawn.pattern} ${nav}`;
    let page = kept.navFrames.get(key);
    if (page) kept.navFrames.delete(key);
    else if (mayDraw()) page = buildNavFrame(brandAnswer, { frame: drawn.frame, nav });
    else return undefined;
    // Most recently served last; the first one goes when the cache is full.
    kept.navFrames.set(key, page);
    if (kept.navFrames.size > MAX_NAV_FRAMES) kept.navFrames.delete(kept.navFrames.keys().next().value!);
    return page;
  }

  return {
    async answer({
      pathname,
      search,
      status,
      acceptEncoding,
      cookie,
    }: {
      pathname: string;
      search: string;
      status: 200 | 404;
      acceptEncoding: string;
      /** The request's `Cookie` header: the navigation cookie draws the frame's items. */
      cookie?: string;
    }): Promise<ShellAnswer> {
      if (!renderer) return pick(plain, acceptEncoding);
      const brandAnswer = await brands.current();
      if (brandAnswer === undefined) return pick(plain, acceptEncoding);
      // The source hands out the same object until it asks the API again: only then compare texts.
      if (kept?.answer !== brandAnswer) {
        const stamp = JSON.stringify(brandAnswer);
        kept =
          kept?.stamp === stamp
            ? { ...kept, answer: brandAnswer }
            : { answer: brandAnswer, stamp, pages: new Map(), navFrames: new Map() };
      }
      const drawn = drawnFor(pathname, search, status);
      const withNav = await navFrame(brandAnswer, drawn, pathname, cookie);
      if (withNav) return pick(withNav, acceptEncoding);
      // One frame for every address of a pattern (each resident's id).
      const key = !drawn ? '' : 'page' in drawn ? drawn.page : `frame ${drawn.pattern}`;
      let page = kept.pages.get(key);
      if (!page) {
        page = build(brandAnswer, drawn).catch((error: unknown) => {
          onError(error, 'branding');
          return plain;
        });
        kept.pages.set(key, page);
      }
      return pick(await page, acceptEncoding);
    },
  };
}
