import { brandAssetRoutes } from '../branding/brand-asset-routes.ts';
import { BRAND_ASSETS_PATH } from '../branding/check-brand.ts';
import type { Domain } from '../server/domain.ts';
import { healthRoute, publicRoutes } from './public-routes.ts';
import { readyRoute } from './ready-route.ts';

/** What anyone may read: health and readiness, the altcha challenge, the branding and its files. */
export const publicApi: Domain = {
  async openRoutes(app) {
    await app.register(healthRoute, { prefix: '/api' });
    await app.register(readyRoute, { prefix: '/api', store: app.store, brand: app.brand });
    await app.register(publicRoutes, { prefix: '/api/v3', altcha: app.altcha, brand: app.brand });
    await app.register(brandAssetRoutes, { prefix: BRAND_ASSETS_PATH, assets: app.brandAssets });
  },
};
