import { createMemoryStorage, createStore, userReceived, type SessionUser } from '@resident/api';
import { BrandProvider, defaultBrand } from '@resident/branding';
import { paths, routeAccess, type RouteMeta } from '@resident/routes';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { environmentFlags } from '../app/access/feature-flags';
import { features } from '../app/features';
import type { RuntimeConfig } from '../app/runtime-config';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { RouteSetContext } from '../app/routing/route-set-context';
import { MainLayout } from '../layouts/main/main-layout';
import { menuItems } from '../layouts/main/menu-items';
import { navCookieValue } from '../layouts/main/nav-cookie';
import { frameNavOf, framePatternOf, renderFrame } from './render-frame';

const user: SessionUser = {
  id: 501,
  userId: 11,
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  fullName: 'Иванов Иван Иванович',
  operator: 'regional',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 501,
};

const config: RuntimeConfig = {
  apiBase: 'http://portal.test/api/',
  v2Base: 'http://portal.test/api/v2/',
  v3Base: 'http://portal.test/api/v3/',
  wsBase: '',
  marketplaceBase: '',
  basicCredential: 'eA==',
  environment: 'development',
  serviceUnavailable: 'false',
  analyticsCounterId: '',
  mapsApiKey: '',
};

const addressOf = (pattern: string) => pattern.replaceAll(/:[a-zA-Z]+/g, '501');

/** Markup as it is laid out: React's resource hints and Suspense markers drawn nothing. */
const drawn = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*\/>)*/, '').replaceAll(/<!--.*?-->/g, '');

/**
 * The frame as resident 501's browser reads it at `address`: its links are relative to the page
 * (one drawing for every resident), the browser's first render writes them out. Its links keep a
 * tap for the router (`data-early-tap`, an attribute nothing is drawn for); the browser's are the
 * router's from the start.
 */
const served = (html: string, address: string) =>
  html
    .replaceAll(
      /href="(\.\.?\/[^"]*)"/g,
      (_, relative: string) => `href="${new URL(relative, `http://portal.test${address}`).pathname}"`,
    )
    .replaceAll(/(<a [^>]*?) data-early-tap=""/g, '$1');

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The main layout's first render in the browser for `meta`, with a page that draws nothing yet. */
function firstRender(pattern: string, meta: RouteMeta): string {
  const routes: RouteObject[] = [
    { Component: MainLayout, children: [{ path: pattern, handle: meta, Component: () => null }] },
  ];
  const store = createStore({
    config,
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ token: 'a1', auth: 'true' }),
    fetchFn: vi.fn(() => new Promise<Response>(() => {})) as typeof fetch,
  });
  store.dispatch(userReceived(user));
  return renderToStaticMarkup(
    <Provider store={store}>
      <RuntimeConfigContext value={config}>
        <BrandProvider brand={defaultBrand}>
          <StaticRouter location={addressOf(pattern)}>
            <RouteSetContext value={routes}>
              <Routes routes={routes} />
            </RouteSetContext>
          </StaticRouter>
        </BrandProvider>
      </RuntimeConfigContext>
    </Provider>,
  );
}

// The routes the layout above opens (no marketplace token, no instalment register in its store).
const access = { flags: environmentFlags('development'), user, hasMarketplaceToken: false, installmentRegister: false };
const mainRoutes = features
  .flatMap((feature) => feature.routes)
  .filter((route) => route.meta.layout === 'main' && routeAccess(route.meta, access) === 'open');
/** What the portal's navigation cookie says for this resident once their navigation has been drawn. */
const navOfResident = frameNavOf(`rp_nav=${navCookieValue(menuItems(features, user, access).map((item) => item.key))}`);

describe('which addresses get the signed-in frame', () => {
  it('are the pages of the main layout, one frame per route pattern', () => {
    expect(framePatternOf('/resident/501/dashboard')).toBe(paths.dashboard.pattern);
    expect(framePatternOf('/resident/7/dashboard')).toBe(paths.dashboard.pattern);
    expect(framePatternOf('/resident/501/chats/3')).toBe(paths.chat.pattern);
    expect(framePatternOf('/login')).toBeUndefined();
    expect(framePatternOf('/resident')).toBeUndefined();
    expect(framePatternOf('/resident/unverified/501')).toBeUndefined();
    expect(framePatternOf('/no/such')).toBeUndefined();
  });
});

describe('the signed-in frame', () => {
  it('shows the route’s title and the brand’s small logo, and nothing of the resident', async () => {
    const { body } = await renderFrame('/resident/501/dashboard', defaultBrand);
    expect(body).toContain('>Главный экран</div>');
    expect(body).toContain(`src="${defaultBrand.assets.logo.small}"`);
    expect(body).not.toContain('Иванов');
  });

  // The browser draws its first render over the frame without hydrating it: any difference would
  // show as a jump (CLS) on every resident page's load.
  it.each(mainRoutes.map((route) => [route.path, route.meta] as const))(
    '%s looks exactly like the main layout’s first render',
    async (pattern, meta) => {
      const { body } = await renderFrame(addressOf(pattern), defaultBrand, navOfResident);
      const layout = firstRender(pattern, meta);
      expect(layout).toContain('<main');
      expect(served(drawn(body), addressOf(pattern))).toBe(drawn(layout));
    },
  );

  it('draws the navigation’s items the cookie names, their links keeping a tap, and ‘Выход’ keeping one', async () => {
    expect(navOfResident).toBe(
      'dashboard.profile.billing.objects.litigation.appeals.vacancy.service-pay.container-rental.prizes',
    );
    const { body } = await renderFrame('/resident/501/billing', defaultBrand, 'dashboard.billing');
    const links = [...body.matchAll(/<a [^>]*>/g)].map(([link]) => link);
    // The rail's and the bar's (CSS shows one).
    expect(links).toHaveLength(4);
    expect(links.every((link) => link.includes('data-early-tap=""'))).toBe(true);
    expect(links[1]).toContain('href="./billing"');
    expect(links[1]).toContain('aria-current="page"');
    // From a page one level deeper, one level up: every link goes to the address's own resident.
    const help = await renderFrame('/resident/501/appeals/help', defaultBrand, 'dashboard.billing');
    expect(help.body).toContain('href="../billing"');
    expect(body).toMatch(/<button [^>]*data-nav-slot="exit" data-early-tap=""[^>]*>.*?Выход<\/span><\/button>/);
    expect(body).not.toContain('Профиль');
  });

  it('keeps the empty boxes without a cookie', async () => {
    const { body } = await renderFrame('/resident/501/dashboard', defaultBrand);
    expect(body).not.toContain('<nav');
    expect(body).not.toContain('<a ');
  });

  it('covers the header’s variants: tabs, a back button', () => {
    expect(mainRoutes.some((route) => route.meta.tabs?.length)).toBe(true);
    expect(mainRoutes.some((route) => route.meta.backButton)).toBe(true);
  });
});
