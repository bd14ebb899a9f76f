// The route preloader: an async module script of its own, first in index.html's head, so it runs
// as soon as it arrives, long before the app's entry has downloaded and run. It starts the
// current address's chunks (the feature page and the layouts it renders in), which then download
// beside the framework instead of after it (design.md §4 LCP). It needs neither React nor antd;
// the app loads the same modules again at startup (preloadLocation) and reports failures then.
// It also takes the preloaded branding answer and starts the brand's logos (branding-prefetch),
// and for a signed-in resident sends the route's data requests (data-prefetch).
import { prefetchBranding } from './app/branding-prefetch';
import { prefetchData } from './app/data-prefetch';
import { bestMatch } from '@resident/routes';
import { features } from './app/features';
import { readStoredSession, routeDataRequests } from './app/route-data';
import { routeLoaders } from './app/routing/route-modules';

/** The default v3 base (config.json's `v3Base`); a deployment with another base only loses the head start. */
const PREFETCH_V3_BASE = '/api/v3/';

const ignore = () => {};
prefetchBranding();
const session = readStoredSession(localStorage);
if (session) {
  const base = new URL(PREFETCH_V3_BASE, window.location.href);
  prefetchData(
    routeDataRequests(session, window.location.pathname, window.location.search).map(
      (path) => new URL(path, base).href,
    ),
    `Bearer ${session.token}`,
  );
}
const route = bestMatch(
  features.flatMap((feature) => feature.routes),
  window.location.pathname,
)?.route;
if (route) for (const load of routeLoaders(route)) load().catch(ignore);
