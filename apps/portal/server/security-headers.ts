// The browser-facing headers of every answer of the portal's server: the Content-Security-Policy
// and helmet's defaults (nosniff, frame options, …). Fastify's answers get them from
// @fastify/helmet; the answers written straight onto a socket (a refused upgrade, a connection over
// the cap, a request Node's parser rejected) get the very same values from securityHeaderValues.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_TAPS_CSP_HASH } from './prerender/early-taps.ts';

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
  img: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yastatic.net',
  ],
} as const;

/** helmet's options for this portal's configuration (config.json's analytics counter and maps key). */
export function helmetOptions(config: Record<string, string>): HelmetOptions {
  // The analytics counter (production, after consent) and the map (a maps key) are the only third
  // parties a page may talk to, each only when configured.
  const analytics = config.analyticsCounterId ? [ANALYTICS_ORIGIN] : [];
  const maps = (kind: keyof typeof MAPS) => (config.mapsApiKey ? MAPS[kind] : []);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the prerendered pages' early-tap catcher, allowed by its hash.
        scriptSrc: ["'self'", ...analytics, ...maps('script'), EARLY_TAPS_CSP_HASH],
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
  };
}

/**
 * The headers helmet sets with these options, as a plain record (lower-case names). None of the
 * options depends on the request, so one computation serves every raw answer.
 */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
