// The server side of the prerender (built by vite.ssr.config.ts into dist-server, run by the
// static server, server/prerender): the first HTML of a guest page, drawn by the same components
// the browser then hydrates (main.tsx), in the serving operator's brand.
import { createMemoryStorage, createStore } from '@resident/api';
import { brandStamp, brandTheme, DEFAULT_PRIMARY_COLOR, parseBrand, type Brand } from '@resident/branding';
import { plainThemeVariables } from '@resident/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { AppRoot } from '../app/app-root';
import { features } from '../app/features';
import { createNotifier } from '../app/notifier';
import { buildRoutes } from '../app/routing/build-routes';
import { preloadLocation } from '../app/routing/lazy-route';
import { createRouterHolder } from '../app/routing/router-holder';
import { parseRuntimeConfig } from '../app/runtime-config';
import type { BrandHead, PrerenderedPage } from './prerender-types';

/** Reads the branding answer as the browser does; a broken one throws. */
export function readBrand(input: unknown): Brand {
  return parseBrand(input);
}

/** What the document's head says for this brand (spec §4 "Startup", applyBrand's values). */
export function brandHead(brand: Brand): BrandHead {
  const theme = brandTheme(brand);
  return {
    title: brand.meta.title,
    description: brand.meta.description,
    keywords: brand.meta.keywords,
    favicon: brand.assets.favicon,
    themeColor: theme.token?.colorPrimary ?? DEFAULT_PRIMARY_COLOR,
    themeVariables: plainThemeVariables(theme),
  };
}

/**
 * The page at `url` (a path) as a guest sees it first: no session, nothing asked of the API yet
 * (effects do not run here), the route's chunks loaded before drawing as the browser's startup
 * does. `prerender` waits for every lazy part, so the HTML is whole.
 */
export async function renderPage(
  url: string,
  brand: Brand,
  rawConfig: Record<string, string>,
): Promise<PrerenderedPage> {
  const config = parseRuntimeConfig(rawConfig);
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
    effects: { notifyError: () => {}, navigate: () => {} },
    storage: createMemoryStorage(),
    fetchFn: () => Promise.reject(new Error('The prerender asks the API for nothing')),
  });
  await preloadLocation(routers.sync(false), url);
  const { prelude } = await prerender(
    <StrictMode>
      <AppRoot store={store} routers={routers} brand={brand} config={config} notifier={notifier} location={url} />
    </StrictMode>,
  );
  return { body: await new Response(prelude).text(), stamp: brandStamp(brand) };
}

export { frameNavOf, framePatternOf, renderFrame } from './render-frame';
export { pageTitle } from './page-title';
