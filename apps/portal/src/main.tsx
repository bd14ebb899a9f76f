import {
  createStore,
  reloadContragent,
  selectIsAuthenticated,
  selectWithoutPersonalAccount,
  sessionApi,
} from '@resident/api';
import { applyBrand, brandStamp, brandTheme, defaultBrand, loadBrand, loadBrandFont } from '@resident/branding';
import { applyPlainTheme, setOperatorTimeZone } from '@resident/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { takePrefetchedBranding } from './app/branding-prefetch';
import { dropPrefetchedData, prefetchingFetch } from './app/data-prefetch';
import { createNotifier } from './app/notifier';
import { features } from './app/features';
import { buildRoutes } from './app/routing/build-routes';
import { preloadLocation } from './app/routing/lazy-route';
import { createRouterHolder } from './app/routing/router-holder';
import { loadRuntimeConfig } from './app/runtime-config';
import { forgetFrameNav } from './layouts/main/nav-cookie';
import { unregisterServiceWorkers } from './app/service-workers';

async function bootstrap() {
  void unregisterServiceWorkers();
  const container = document.getElementById('root')!;
  const config = await loadRuntimeConfig();
  const notifier = createNotifier();
  const routers = createRouterHolder((withoutPersonalAccount) => buildRoutes(features, withoutPersonalAccount));
  const store = createStore({
    config: {
      apiBase: config.apiBase,
      v3Base: config.v3Base,
      wsBase: config.wsBase,
      marketplaceBase: config.marketplaceBase,
      basicCredential: config.basicCredential,
      mapsApiKey: config.mapsApiKey,
    },
    effects: {
      notifyError: notifier.error,
      navigate: routers.navigate,
    },
    // The route's data the preloader already asked for, else the network.
    fetchFn: prefetchingFetch(),
  });
  // Nothing kept for the session once it has ended (the frame's navigation).
  const forgetSession = () => {
    if (selectIsAuthenticated(store.getState())) return;
    dropPrefetchedData();
    forgetFrameNav();
  };
  forgetSession();
  store.subscribe(forgetSession);

  // Created before the brand loads, so the current route's chunks download meanwhile.
  const syncRouteSet = () => routers.sync(selectWithoutPersonalAccount(store.getState()));
  const routeLoaded = preloadLocation(syncRouteSet(), window.location.pathname);
  store.subscribe(syncRouteSet);

  // A returning resident's account may have changed since the last visit (closed, flags).
  if (selectIsAuthenticated(store.getState())) void store.dispatch(reloadContragent());

  // Spec §4 "Startup": the brand first, then title/meta/icon, then mount.
  let brand = defaultBrand;
  try {
    const ask = () =>
      store.dispatch(sessionApi.endpoints.getBranding.initiate(undefined, { subscribe: false })).unwrap();
    const prefetched = takePrefetchedBranding(`${config.v3Base}client/freeAccess/branding?isManager=false`);
    brand = await loadBrand(() => (prefetched ? prefetched.catch(ask) : ask()));
  } catch (error) {
    applyBrand(defaultBrand, document);
    notifier.error(error instanceof Error ? error.message : String(error));
  }

  // The brand's colours, corners and font for what is drawn without antd (the login form, the
  // cookie bar). Its web font, if it has one, arrives while the page already shows in system fonts.
  applyPlainTheme(brandTheme(brand));
  // Every time and date on the pages is told in the operator's region zone (README "Times and dates").
  setOperatorTimeZone(brand.timeZone);
  loadBrandFont(brand.theme?.fontFamily).catch((error: unknown) =>
    console.warn('Не удалось загрузить шрифт бренда', error),
  );

  if (config.environment === 'development') {
    // A debugging handle for developers and the e2e tests (e.g. to fire concurrent requests);
    // never present in production, preprod or demo builds' configuration.
    (window as Window & { __residentStore?: typeof store }).__residentStore = store;
  }

  // The first render then has its page at hand instead of suspending (see preloadLocation).
  await routeLoaded;
  const app = (
    <StrictMode>
      <AppRoot store={store} routers={routers} brand={brand} config={config} notifier={notifier} />
    </StrictMode>
  );
  // The static server drew this page as a guest sees it, in the brand it names (src/prerender).
  // A signed-in resident or another brand gets a different first render: drawn afresh instead.
  // A resident page's frame (data-frame, no data-prerendered) is not this page: createRoot draws
  // the page over it, in one commit, and it looks the same until then (MainFrame).
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerendered === brandStamp(brand) && !selectIsAuthenticated(store.getState()))
    hydrateRoot(container, app);
  else {
    // A transition: React renders the tree in slices of a few milliseconds and lets the browser in
    // between (a first render of the signed-in layout and its page was one task of 0.3–0.7 s under
    // a phone's CPU). The frame or shell already on screen stays until the commit.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

bootstrap().catch((error: unknown) => {
  // Nothing else can show it: no config, no store, no theme.
  const root = document.getElementById('root')!;
  root.setAttribute('role', 'alert');
  root.textContent = error instanceof Error ? error.message : String(error);
});
