// The production static server of the portal: the built SPA, /config.json from the environment,
// the operator API proxied same-origin under /api, and a strict Content-Security-Policy.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiProxy, sendError } from './api-proxy.ts';
import { guardConnections, refusedConnection } from './connection-guard.ts';
import { ANSWERS, clientErrorAnswer, frameworkErrorAnswer } from './error-answers.ts';
import { drainOnClose } from './graceful-stop.ts';
import { createPortalMetrics, type PortalMetrics } from './portal-metrics.ts';
import { createBrandSource, type BrandSource } from './prerender/brand-source.ts';
import { createImageSource } from './prerender/image-source.ts';
import { createPrerenderedShell, type Renderer } from './prerender/prerendered-shell.ts';
import { answerAndClose, rawAnswer } from './raw-answer.ts';
import { isPageRoute, normalisedPath, pathSegments } from '@resident/routes';
import { requestIdOf, trustedPeers } from '@resident/server-observability';
import { helmetOptions, securityHeaderValues } from './security-headers.ts';
import { PROXY_LIMITS, SERVER_LIMITS, type ProxyLimits, type ServerLimits } from './server-limits.ts';
import { readPortalSettings, type LogLevel } from './portal-settings.ts';
import { createUpstreamSet, parseUpstreams } from './upstreams.ts';
import { proxyWebSockets } from './websocket-proxy.ts';

export { forwardedFrom } from './forwarded-from.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's metrics; serve.ts serves them on PORTAL_METRICS_PORT. */
    portalMetrics?: PortalMetrics;
  }
}

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
   * The prerender. Defaults: the server bundle beside the build (dist-server, written
   * by `pnpm build`) and the brand from the operator API's branding call. `false`: index.html as
   * built, for every page.
   */
  prerender?: false | { renderer?: Renderer; brands?: BrandSource };
  /** Other limits than server-limits.ts's (tests shorten the timeouts). */
  limits?: Partial<ServerLimits>;
  /** Other proxy limits than server-limits.ts's (tests shorten the health checks and timeouts). */
  proxyLimits?: Partial<ProxyLimits>;
  /** The log's level; LOG_LEVEL or `warn` unless given (serve.ts gives the checked setting). */
  logLevel?: LogLevel;
  /**
   * The proxy in front (nginx) whose X-Request-Id is kept: 'loopback', addresses or CIDRs,
   * comma-separated (PORTAL_TRUSTED_PROXY). Unset: every request gets an id made here.
   */
  trustedProxy?: string;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** apps/portal/dist: what `pnpm --filter @resident/portal build` writes. */
export const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The server bundle of the build in `distDir`, if it was built (vite.ssr.config.ts). */
async function loadRenderer(distDir: string): Promise<Renderer | undefined> {
  const file = path.resolve(distDir, '../dist-server/render-page.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : undefined;
}

export async function buildPortalServer(options: PortalServerOptions) {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const proxyLimits = { ...PROXY_LIMITS, ...options.proxyLimits };
  const helmetConfig = helmetOptions(options.config);
  const securityHeaders = securityHeaderValues(helmetConfig);
  // The proxy in front (PORTAL_TRUSTED_PROXY): its request id is kept, and its X-Forwarded-For
  // names the resident for every per-address cap and for the API (client-of.ts).
  const isTrusted = trustedPeers(options.trustedProxy);
  const app = Fastify({
    logger: {
      level: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One id per request, sent on to the API and back to the browser; the one log line per request
    // is the onResponse hook's below.
    genReqId: requestIdOf(isTrusted),
    logController: new LogController({ disableRequestLogging: true }),
    // A stop drains (graceful-stop.ts): idle connections close at once, requests under way finish.
    forceCloseConnections: false,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleSocketTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
      maxHeaderSize: limits.maxHeaderSize,
    },
    // A request Node's parser rejected (malformed, headers too large or too slow): a §8 answer
    // with the security headers, then the connection closes.
    clientErrorHandler: (error, socket) => {
      const answer = clientErrorAnswer(error);
      // An answer already under way on this connection cannot be followed by another.
      const current = (socket as typeof socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (!answer || current?.headersSent) return socket.destroy();
      answerAndClose(socket, rawAnswer(answer.status, answer.body, securityHeaders));
    },
    // A URL Fastify cannot route (`/api/%ff`): answered before any hook, so the headers are set here.
    frameworkErrors: (error, _request, reply) => {
      void reply.headers(securityHeaders);
      void sendError(reply, frameworkErrorAnswer(error));
    },
  });
  app.server.maxConnections = limits.maxConnections;
  const drain = drainOnClose(app.server);
  // A request on a connection refused over its address's cap has had its answer (503): dropped
  // before any work, ahead of every other hook (the refusal closes the connection shortly).
  app.addHook('onRequest', (request, reply, done) => {
    if (refusedConnection(request.raw.socket)) {
      reply.hijack();
      return;
    }
    done();
  });
  guardConnections(app.server, {
    connectionsPerAddress: limits.connectionsPerAddress,
    bodyGraceMs: limits.bodyGraceMs,
    bodyMinBytesPerSecond: limits.bodyMinBytesPerSecond,
    tooManyConnections: rawAnswer(ANSWERS.tooManyConnections.status, ANSWERS.tooManyConnections.body, securityHeaders),
    tooSlow: rawAnswer(ANSWERS.requestTimeout.status, ANSWERS.requestTimeout.body, securityHeaders),
    uncapped: isTrusted,
  });
  const distDir = options.distDir ?? DEFAULT_DIST;
  const upstreamUrls = parseUpstreams(options.operatorApiUrl);
  const upstreams = createUpstreamSet(upstreamUrls, {
    limits: proxyLimits,
    onChange: (origin, healthy) =>
      healthy
        ? app.log.warn(`${origin} answers its health check again: back in the rotation`)
        : app.log.warn(`${origin} failed: out of the rotation`),
  });
  const metrics = createPortalMetrics(() => upstreams.all);
  app.decorate('portalMetrics', metrics);
  const websockets = proxyWebSockets(app.server, {
    upstreams,
    securityHeaders,
    handshakeTimeoutMs: proxyLimits.websocketHandshakeMs,
    onCount: (delta) => metrics.countWebSocket(delta),
    isTrusted,
  });
  app.addHook('preClose', async () => {
    drain.stop();
    websockets.closeAll();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Bounded labels: the route's pattern, 'page' for a page's shell, 'unmatched' for any 404.
    const route = request.routeOptions.url ?? (reply.statusCode === 200 ? 'page' : 'unmatched');
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    request.log.info(
      {
        method: request.method,
        route,
        path: request.url.split('?', 1)[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
  app.addHook('onClose', async () => upstreams.close());
  const prerender = options.prerender === false ? undefined : (options.prerender ?? {});
  const renderer = prerender && (prerender.renderer ?? (await loadRenderer(distDir)));
  if (prerender && !renderer)
    app.log.warn('dist-server/render-page.js is missing: pages are served without their prerendered HTML');
  const shell = createPrerenderedShell({
    distDir,
    renderer,
    brands:
      prerender?.brands ??
      createBrandSource({
        // Asked of an instance that is up, as /api is.
        url: () =>
          new URL(
            `${options.config.v3Base ?? '/api/v3/'}client/freeAccess/branding?isManager=false`,
            upstreams.firstHealthy().origin,
          ).href,
        onError: (error) =>
          app.log.warn({ err: error }, 'the branding call failed; pages are served in the last brand known'),
      }),
    config: options.config,
    images: createImageSource({ distDir, apiOrigin: () => upstreams.firstHealthy().origin }),
    onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
  });
  // The same options typed by @fastify/helmet's copy of helmet's declarations.
  await app.register(helmet, helmetConfig as FastifyHelmetOptions);
  // Errors outside the proxy (a static file's read, a page's render): a §8 body, no internals.
  app.setErrorHandler((error, request, reply) => {
    const answer = frameworkErrorAnswer(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, answer);
  });
  // The operator's side is for the operator's own tools on the API's address, never the public one.
  app.addHook('onRequest', async (request, reply) => {
    if (isOperatorPath(request.url) || isMetricsPath(request.url)) return reply.code(404).send(NOT_FOUND);
    if (!options.serveSourceMaps && normalisedPath(request.url).toLowerCase().endsWith('.map'))
      return reply.code(404).send(NOT_FOUND);
  });
  // In a context of its own: its body parsers (small bodies read whole, uploads streamed) are
  // the proxy's only.
  await app.register(apiProxy, {
    upstreams,
    smallBodyLimit: limits.smallBodyLimit,
    oversizedBodyDrainLimit: limits.oversizedBodyDrainLimit,
    limits: proxyLimits,
    isTrusted,
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
      res.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
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
    const status = isPageRoute(pathname)
      ? 200
      : !pathname.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')
        ? 404
        : undefined;
    if (!status) return reply.code(404).send(NOT_FOUND);
    const answer = await shell.answer({
      pathname,
      search,
      status,
      acceptEncoding: String(request.headers['accept-encoding'] ?? ''),
      cookie: request.headers.cookie,
    });
    return sendShell(reply, status, answer);
  });
  return app;
}

const NOT_FOUND = { details: 'NOT_FOUND', message: 'Не найдено' };

function sendShell(reply: FastifyReply, status: 200 | 404, { body, encoding }: { body: Buffer; encoding?: string }) {
  reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/**
 * The path's segments as a server would resolve them (case, repeated slashes, percent-encoding,
 * dot segments): @resident/routes' one rule, lower-cased.
 */
const segmentsOf = (url: string) => pathSegments(url).map((segment) => segment.toLowerCase());

/** /api/admin and below, however it is spelt (case, repeated slashes, percent-encoding, dot segments). */
export function isOperatorPath(url: string): boolean {
  const segments = segmentsOf(url);
  return segments[0] === 'api' && segments[1] === 'admin';
}

/**
 * /metrics and /api/metrics, however spelt: the metrics are served on their own listeners only
 * (PORTAL_METRICS_PORT, OPERATOR_API_METRICS_PORT), never by the page server or through the proxy.
 */
export function isMetricsPath(url: string): boolean {
  const path = segmentsOf(url).join('/');
  return path === 'metrics' || path === 'api/metrics';
}

/**
 * /config.json from the environment's PORTAL_* and OAUTH_CLIENT_* variables (portal-settings.ts);
 * throws a SettingsError naming every bad one.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return readPortalSettings(env).config;
}
