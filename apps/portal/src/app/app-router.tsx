import { useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, StaticRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import type { RouterHolder } from './routing/router-holder';
import { RouteSetContext } from './routing/route-set-context';

/** Hands the router's navigate to code outside React (the holder's navigate). */
function NavigateBridge({ holder }: { holder: RouterHolder }) {
  const navigate = useNavigate();
  useEffect(() => holder.attach((path, options) => void navigate(path, options)), [holder, navigate]);
  return null;
}

function RouteSet({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <RouteSetContext value={routes}>
      <RouteErrorBoundary locationKey={location.key}>{element}</RouteErrorBoundary>
    </RouteSetContext>
  );
}

/**
 * The declarative router over the current route set. Declarative rather than a data router:
 * nothing here uses loaders or actions, and the data router would add about 18 kB gzip to every
 * first load. Navigations run in a transition, so a page whose chunk is still loading keeps the
 * previous page on screen, as the data router's lazy routes did.
 */
export function AppRouter({ holder, location }: { holder: RouterHolder; location?: string }) {
  const routes = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  if (!routes) return null;
  const content = (
    <>
      <NavigateBridge holder={holder} />
      <RouteSet routes={routes} />
    </>
  );
  // The prerender (src/prerender) draws one address on the server; the browser follows its own.
  return location === undefined ? (
    <BrowserRouter>{content}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{content}</StaticRouter>
  );
}
