// The production static server of the portal: the built SPA, /config.json from the environment,
// the operator API proxied same-origin under /api, and a strict Content-Security-Policy.
import helmet from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPageRoute } from './page-routes.ts';
import { createBrandSource, type BrandSource } from './prerender/brand-source.ts';
import { createPrerenderedShell, type Renderer } from './prerender/prerendered-shell.ts';
import { parseUpstreams, roundRobin } from './upstreams.ts';

export type PortalServerOptions = {
  distDir?: string;
  /** The operator API, or several instances of it (comma-separated or a list): /api is spread over them. */
  operatorApiUrl: string | readonly string[];
  host?: string;
  port?: number;
  /** Served as /config.json (design.md §1 runtime configuration). */
  config: Record<string, string>;
  /**
   * Serve the build's `.map` files (a debugging session; the build writes them only with
   * PORTAL_SOURCEMAP=true). Off by default: production shows nobody the sources.
   */
  serveSourceMaps?: boolean;
  /**
   * The prerender (issue 21). Defaults: the server bundle beside the build (dist-server, written
   * by `pnpm build`) and the brand from the operator API's branding call. `false`: index.html as
   * built, for every page.
   */
  prerender?: false | { renderer?: Renderer; brands?: BrandSource };
};

const ANALYTICS_ORIGIN = 'https://mc.yandex.ru';
/**
 * Yandex Maps JS API v3 (the objects screen, only when the operator set a maps key): the hosts of
 * Yandex's published CSP for the map itself (yandex.com/maps-api/docs/js-api/common/connection/csp),
 * without the suggest, search and routing services the portal does not use.
 */
const MAPS = {
  script: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  connect: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net'],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  img: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'],
} as const;

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The server bundle of the build in `distDir`, if it was built (vite.ssr.config.ts). */
async function loadRenderer(distDir: string): Promise<Renderer | undefined> {
  const file = path.resolve(distDir, '../dist-server/render-page.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : undefined;
}

export async function buildPortalServer(options: PortalServerOptions) {
  // Closing must not wait for browsers' keep-alive sockets (tests and restarts stop it often).
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, forceCloseConnections: true });
  const distDir = options.distDir ?? defaultDist;
  const upstreams = parseUpstreams(options.operatorApiUrl);
  const nextUpstream = roundRobin(upstreams);
  const prerender = options.prerender === false ? undefined : (options.prerender ?? {});
  const renderer = prerender && (prerender.renderer ?? (await loadRenderer(distDir)));
  if (prerender && !renderer) app.log.warn('dist-server/render-page.js is missing: pages are served without their prerendered HTML');
  const shell = createPrerenderedShell({
    distDir,
    renderer,
    brands:
      prerender?.brands ??
      createBrandSource({
        url: new URL(`${options.config.v3Base ?? '/api/v3/'}client/freeAccess/branding?isManager=false`, upstreams[0]).href,
        onError: (error) => app.log.warn({ err: error }, 'the branding call failed; pages are served in the last brand known'),
      }),
    config: options.config,
    onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
  });
  // The analytics counter (production, after consent) and the map (a maps key) are the only third
  // parties a page may talk to, each only when configured.
  const analytics = options.config.analyticsCounterId ? [ANALYTICS_ORIGIN] : [];
  const maps = (kind: keyof typeof MAPS) => (options.config.mapsApiKey ? MAPS[kind] : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics, ...maps('script')],
        // antd's CSS-in-JS writes <style> tags at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'", ...maps('style')],
        imgSrc: ["'self'", 'data:', 'blob:', ...analytics, ...maps('img')],
        connectSrc: ["'self'", ...analytics, ...maps('connect')],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The operator's side is for the operator's own tools on the API's address, never the public one.
  app.addHook('onRequest', async (request, reply) => {
    if (isOperatorPath(request.url)) return reply.code(404).send(NOT_FOUND);
    if (!options.serveSourceMaps && pathOf(request.url).endsWith('.map')) return reply.code(404).send(NOT_FOUND);
  });
  await app.register(proxy, {
    // No fixed upstream (the plugin's spelling is ''): getUpstream picks the instance of each
    // request and each websocket.
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    websocket: true,
    replyOptions: {
      getUpstream: () => nextUpstream(),
      rewriteRequestHeaders: (request, headers) => forwardedFrom(request.socket.remoteAddress, headers),
    },
    wsClientOptions: {
      rewriteRequestHeaders: (headers: Record<string, string>, request: IncomingMessage) =>
        forwardedFrom(request.socket.remoteAddress, forwardWebSocketToken(headers, request)),
    },
  });
  await app.register(fastifyStatic, {
    root: distDir,
    // Pages are the prerendered shell's (below), never index.html as built: no file answers '/',
    // which then reaches the page handler (`index: false` would answer it 403).
    index: 'no-such-file',
    // The build writes .br/.gz beside each asset (scripts/precompress-plugin.ts).
    preCompressed: true,
    // Hashed assets never change; index.html and config.json must always be fresh.
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(options.config));
  // Client-side routes: a page of the route table gets the SPA shell whatever the client accepts
  // (an uptime check's HEAD asks for */*), and HEAD answers as GET does (Node sends no body).
  // Any other path that asks for HTML gets the same shell, whose router draws its not-found
  // screen, with 404: the server knows the route table, so search engines, link checkers and
  // uptime checks see the truth. Anything else (a missing asset, an API typo) is a JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send(NOT_FOUND);
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const search = query ? `?${query}` : '';
    const status = isPageRoute(pathname) ? 200 : !pathname.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html') ? 404 : undefined;
    if (!status) return reply.code(404).send(NOT_FOUND);
    const answer = await shell.answer({ pathname, search, status, acceptEncoding: String(request.headers['accept-encoding'] ?? '') });
    return sendShell(reply, status, answer);
  });
  return app;
}

const NOT_FOUND = { details: 'NOT_FOUND', message: 'Не найдено' };

function sendShell(reply: FastifyReply, status: 200 | 404, { body, encoding }: { body: Buffer; encoding?: string }) {
  reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** /api/admin and below, however it is spelt (case, repeated slashes, percent-encoding, dot segments). */
export function isOperatorPath(url: string): boolean {
  const segments: string[] = [];
  for (const segment of pathOf(url).toLowerCase().split(/[/\\]+/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments[0] === 'api' && segments[1] === 'admin';
}

/**
 * The API limits guesses per address, so it must see the resident's real one: the proxy names the
 * peer of this socket and drops whatever X-Forwarded-For (and friends) the client sent, which
 * anyone could forge. The API trusts the header only from this proxy (its TRUSTED_PROXY).
 */
export function forwardedFrom<T extends Record<string, unknown>>(peer: string | undefined, headers: T): T {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(x-forwarded-|x-real-ip$|forwarded$)/i.test(name)),
  ) as T;
  return peer ? { ...kept, 'x-forwarded-for': peer } : kept;
}

/**
 * A browser offers its access token as the websocket subprotocols ['bearer', token]; the proxy's
 * own socket negotiates only 'bearer', so the token would be lost on the way to the API. Hand it
 * on as the Authorization header, which the API accepts from clients that can set headers.
 */
function forwardWebSocketToken(headers: Record<string, string>, request: { headers: Record<string, string | string[] | undefined> }) {
  const offered = String(request.headers['sec-websocket-protocol'] ?? '').split(',').map((part) => part.trim());
  return offered[0] === 'bearer' && offered[1] ? { ...headers, authorization: `Bearer ${offered[1]}` } : headers;
}

export function configFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    apiBase: env.PORTAL_API_BASE ?? '/api/',
    v2Base: env.PORTAL_V2_BASE ?? '/api/v2/',
    v3Base: env.PORTAL_V3_BASE ?? '/api/v3/',
    wsBase: env.PORTAL_WS_BASE ?? '/api/ws',
    marketplaceBase: env.PORTAL_MARKETPLACE_BASE ?? '/api/marketplace/v1/',
    basicCredential: Buffer.from(
      `${env.OAUTH_CLIENT_ID ?? 'resident-portal'}:${env.OAUTH_CLIENT_SECRET ?? 'resident-portal-secret'}`,
    ).toString('base64'),
    environment: env.PORTAL_ENVIRONMENT ?? 'production',
    serviceUnavailable: env.PORTAL_SERVICE_UNAVAILABLE === 'true' ? 'true' : 'false',
    analyticsCounterId: env.PORTAL_ANALYTICS_COUNTER_ID ?? '',
    mapsApiKey: env.PORTAL_MAPS_API_KEY ?? '',
  };
}
