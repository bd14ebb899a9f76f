// Every environment variable of the portal's server, one entry each: its zod type, default, meaning
// and an example. serve.ts and `npm start` read the environment through it (messages in Russian,
// like the server's other console lines), and the README's «Settings» table is generated from it
// (`pnpm --filter @resident/portal run settings:docs`; portal-settings.test.ts fails when they
// differ). A new setting is one entry here and one line in readPortalSettings.
import { isProxyList } from '@resident/server-observability';
import { parseSettings, setting } from '@resident/settings';
import { z } from 'zod';
import { ENVIRONMENTS } from '../src/app/runtime-config.ts';

const nonEmpty = z.string().trim().min(1);
const PORT_MESSAGE = { error: 'ожидается номер порта — целое число от 0 до 65535' };
const port = z.coerce.number(PORT_MESSAGE).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE);
/** One of `values`, said as Russian operators read it (zod's own message quotes them with |). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `ожидается одно из: ${values.join(', ')}` });
const onOff = oneOf(['true', 'false']);
/** One http(s) address, or several separated by commas. */
const upstreamList = nonEmpty.refine(
  (value) =>
    value.split(',').every((url) => {
      try {
        return ['http:', 'https:'].includes(new URL(url.trim()).protocol);
      } catch {
        return false;
      }
    }),
  'ожидается адрес http(s)://… или несколько через запятую',
);

/** Proxies as Fastify's trustProxy reads them (`loopback`, addresses, CIDRs); a typo is refused at start, not ignored. */
const proxyList = nonEmpty.refine(isProxyList, 'ожидается loopback, адрес или сеть CIDR, несколько через запятую');

export const PORTAL_SETTINGS = {
  PORTAL_HOST: setting(nonEmpty, {
    default: '`127.0.0.1`',
    meaning:
      "Interface to listen on. Loopback by default: TLS and the public address are the reverse proxy's in front of it.",
    example: '0.0.0.0',
  }),
  PORTAL_PORT: setting(port, {
    default: '`4173` (`npm start`: `5173`)',
    meaning:
      'Port (`0`: any free one, printed at start). Why the two defaults differ: [below](#two-defaults-production-and-the-demo). A port already taken stops the start with a message naming this variable.',
    example: '8443',
  }),
  OPERATOR_API_URL: setting(upstreamList, {
    default: '`http://127.0.0.1:8080`',
    meaning:
      'The operator API `/api` is proxied to; several instances comma-separated (each request and each websocket goes to the next healthy one). Not needed by the browser: it only ever calls this server.',
    example: 'http://10.0.0.11:8080,http://10.0.0.12:8080',
  }),
  PORTAL_DIST_DIR: setting(nonEmpty, {
    default: '`apps/portal/dist`',
    meaning: "The build to serve (`pnpm --filter @resident/portal build`); the prerender's `dist-server` beside it.",
    example: '/srv/portal/dist',
  }),
  PORTAL_ENVIRONMENT: setting(oneOf(ENVIRONMENTS), {
    default: '`production` (`npm start`: `development`)',
    meaning:
      "`config.json`'s `environment`: which feature flags apply (spec §6): `development`, `preprod`, `production`, `ecocenter` or `demo`.",
    example: 'preprod',
  }),
  PORTAL_API_BASE: setting(nonEmpty, {
    default: '`/api/`',
    meaning:
      "`config.json`'s `apiBase`: where the browser calls the API (spec §7). Keep the same-origin default with this server's proxy; an absolute address sends the browser to another backend directly (its CORS and the Content-Security-Policy must allow it).",
    example: 'https://api.eco-region.ru/api/',
  }),
  PORTAL_V2_BASE: setting(nonEmpty, {
    default: '`/api/v2/`',
    meaning: "`config.json`'s `v2Base`.",
    example: 'https://api.eco-region.ru/api/v2/',
  }),
  PORTAL_V3_BASE: setting(nonEmpty, {
    default: '`/api/v3/`',
    meaning: "`config.json`'s `v3Base`; the server also asks the brand for its prerender there.",
    example: 'https://api.eco-region.ru/api/v3/',
  }),
  PORTAL_WS_BASE: setting(nonEmpty, {
    default: '`/api/ws`',
    meaning: "`config.json`'s `wsBase`: the websocket dispatch.",
    example: 'wss://api.eco-region.ru/api/ws',
  }),
  PORTAL_MARKETPLACE_BASE: setting(nonEmpty, {
    default: '`/api/marketplace/v1/`',
    meaning: "`config.json`'s `marketplaceBase`.",
    example: 'https://api.eco-region.ru/api/marketplace/v1/',
  }),
  OAUTH_CLIENT_ID: setting(nonEmpty, {
    default: '`resident-portal`',
    meaning:
      "With `OAUTH_CLIENT_SECRET`, `config.json`'s `basicCredential` (base64 of `id:secret`): the operator API's variables of the same names must match.",
    example: 'eco-region-portal',
  }),
  OAUTH_CLIENT_SECRET: setting(nonEmpty, {
    default: '`resident-portal-secret`',
    meaning:
      "The client credential's secret. Every browser receives it in `config.json`: it names the client to the API, it protects nothing.",
    example: 'k3Jd9vQ2',
    secret: true,
  }),
  PORTAL_SERVICE_UNAVAILABLE: setting(onOff, {
    default: '`false`',
    meaning: '`true` sends every resident to the service-unavailable page (spec §4) and prerenders only that page.',
    example: 'true',
  }),
  PORTAL_ANALYTICS_COUNTER_ID: setting(
    z.string().trim().regex(/^\d+$/, 'ожидается номер счётчика Яндекс Метрики (цифры)'),
    {
      default: '— (no analytics)',
      meaning:
        "Yandex Metrica counter: loaded only after the resident's consent; the Content-Security-Policy then allows its origin.",
      example: '12345678',
    },
  ),
  PORTAL_MAPS_API_KEY: setting(nonEmpty, {
    default: '— (addresses without a map)',
    meaning:
      "Yandex Maps JavaScript API key for the address picker; the Content-Security-Policy then allows the maps' origins.",
    example: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  }),
  PORTAL_SERVE_SOURCEMAPS: setting(onOff, {
    default: '`false`',
    meaning:
      "`true` serves the build's `.map` files (a debugging session; the build writes them only with `PORTAL_SOURCEMAP=true`). Off: `*.map` answers 404.",
    example: 'true',
  }),
  PORTAL_METRICS_PORT: setting(port, {
    default: '— (no metrics listener)',
    meaning:
      'Prometheus `GET /metrics` on a listener of its own, never on the public port nor through `/api` (README «Observability»).',
    example: '9465',
  }),
  PORTAL_METRICS_HOST: setting(nonEmpty, {
    default: '`127.0.0.1`',
    meaning: 'Interface of the metrics listener: loopback unless the scraper runs on another machine.',
    example: '10.0.0.5',
  }),
  PORTAL_TRUSTED_PROXY: setting(proxyList, {
    default: '— (none)',
    meaning:
      "The proxy in front (nginx): `loopback`, addresses/CIDRs separated by commas. Its `X-Forwarded-For` names the resident for every per-address cap and for the API, its connections are not capped (its own `limit_conn` caps each resident) and its `X-Request-Id` is kept. From anyone else these headers are ignored. Required behind a proxy: else every resident counts as the proxy's one address.",
    example: '10.0.0.2',
  }),
  LOG_LEVEL: setting(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    default: '`warn`',
    meaning: "The server's log (JSON lines on stdout): `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`.",
    example: 'info',
  }),
};

export type LogLevel = z.output<(typeof PORTAL_SETTINGS)['LOG_LEVEL']['schema']>;

export interface PortalSettings {
  host: string;
  port: number;
  operatorApiUrls: string[];
  /** Undefined: the package's dist. */
  distDir: string | undefined;
  serveSourceMaps: boolean;
  logLevel: LogLevel;
  /** Undefined: no metrics listener. */
  metricsPort: number | undefined;
  metricsHost: string;
  trustedProxy: string | undefined;
  /** Served as /config.json. */
  config: Record<string, string>;
}

/**
 * The server's settings from the environment, defaults for what is unset or empty; a SettingsError
 * naming every bad variable in one Russian line. `npm start` passes its own defaults in `env`.
 */
export function readPortalSettings(env: Record<string, string | undefined>): PortalSettings {
  const e = parseSettings(PORTAL_SETTINGS, env, 'ru');
  return {
    host: e.PORTAL_HOST ?? '127.0.0.1',
    port: e.PORTAL_PORT ?? 4173,
    operatorApiUrls: (e.OPERATOR_API_URL ?? 'http://127.0.0.1:8080').split(',').map((url) => url.trim()),
    distDir: e.PORTAL_DIST_DIR,
    serveSourceMaps: e.PORTAL_SERVE_SOURCEMAPS === 'true',
    logLevel: e.LOG_LEVEL ?? 'warn',
    metricsPort: e.PORTAL_METRICS_PORT,
    metricsHost: e.PORTAL_METRICS_HOST ?? '127.0.0.1',
    trustedProxy: e.PORTAL_TRUSTED_PROXY,
    config: {
      apiBase: e.PORTAL_API_BASE ?? '/api/',
      v2Base: e.PORTAL_V2_BASE ?? '/api/v2/',
      v3Base: e.PORTAL_V3_BASE ?? '/api/v3/',
      wsBase: e.PORTAL_WS_BASE ?? '/api/ws',
      marketplaceBase: e.PORTAL_MARKETPLACE_BASE ?? '/api/marketplace/v1/',
      basicCredential: Buffer.from(
        `${e.OAUTH_CLIENT_ID ?? 'resident-portal'}:${e.OAUTH_CLIENT_SECRET ?? 'resident-portal-secret'}`,
      ).toString('base64'),
      environment: e.PORTAL_ENVIRONMENT ?? 'production',
      serviceUnavailable: e.PORTAL_SERVICE_UNAVAILABLE ?? 'false',
      analyticsCounterId: e.PORTAL_ANALYTICS_COUNTER_ID ?? '',
      mapsApiKey: e.PORTAL_MAPS_API_KEY ?? '',
    },
  };
}
