import { parseBrand, warmBrandLogos } from '@resident/branding';

/**
 * The branding call at the default v3 base, as index.html preloads it (spec §7
 * client/freeAccess/branding). A deployment with another base skips the prefetch.
 */
export const PREFETCH_BRANDING_URL = '/api/v3/client/freeAccess/branding?isManager=false';

let prefetched: { url: string; body: Promise<unknown> } | undefined;

/**
 * Run by the route preloader, long before the app's entry arrives: takes index.html's preloaded
 * branding answer and starts the brand's logos, so the logo (the largest element of /login) is on
 * hand at the first paint instead of a round trip after it (LCP budget). The preloader and the app
 * share this module, so the app uses the same answer instead of asking again.
 */
export function prefetchBranding(doc: Document = document): void {
  const body = fetch(PREFETCH_BRANDING_URL, { credentials: 'same-origin' }).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
  );
  prefetched = { url: PREFETCH_BRANDING_URL, body };
  body.then((input) => warmBrandLogos(parseBrand(input), doc)).catch(() => {});
}

/**
 * The prefetched answer for `url`, once; undefined when there is none for it. A failed prefetch is
 * the caller's to repeat: its own request reports the error as spec §8 says.
 */
export function takePrefetchedBranding(url: string): Promise<unknown> | undefined {
  const found = prefetched?.url === url ? prefetched.body : undefined;
  prefetched = undefined;
  return found;
}
