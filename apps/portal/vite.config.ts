import { sourceConditions } from '@resident/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandAssets } from './scripts/brand-assets-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { routePreload } from './scripts/route-preload-plugin.ts';

const operatorApi = process.env.OPERATOR_API_URL ?? 'http://127.0.0.1:8080';

const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;

/**
 * antd's own packages that do not declare `"sideEffects": false` although importing them only
 * defines components and helpers. Without this, one import keeps the whole package: antd's Input
 * imports `FormProvider` from @rc-component/form, and the form engine and its validator (about
 * 14 kB gzip) rode along on every page with an input.
 */
const PURE_ANTD_DEPENDENCIES = new RegExp(
  `${NODE_MODULES}(?:@rc-component|@ant-design[\\\\/](?:cssinjs|cssinjs-utils|colors|fast-color)|@emotion)[\\\\/]`,
);

/**
 * React, the router and Redux: every page loads them, as one file instead of a dozen fragments.
 * antd stays split by component: a group of its "core" folders pulled their dependencies along
 * (Button, the form engine, Trigger) and put them on every page's first load.
 */
const FRAMEWORK = {
  name: 'framework',
  priority: 3,
  test: new RegExp(
    `${NODE_MODULES}(?:react|react-dom|scheduler|react-router|@reduxjs|redux|react-redux|immer|reselect|use-sync-external-store)[\\\\/]`,
  ),
};

/**
 * The route preloader's closure: the route table, the chunk loaders and the branding prefetch. Its
 * own small file, so the preloader runs as soon as it arrives rather than after the framework.
 */
const ROUTE_TABLE = {
  name: 'route-table',
  priority: 2,
  test: new RegExp(
    [
      String.raw`[\\/]apps[\\/]portal[\\/]src[\\/]app[\\/](?:features|branding-prefetch|data-prefetch|route-data|routing[\\/]route-modules)\.ts$`,
      String.raw`[\\/]packages[\\/]features[\\/][^\\/]+[\\/]src[\\/]index\.ts$`,
      String.raw`[\\/]packages[\\/]routes[\\/]src[\\/](?:paths|match-path)\.ts$`,
      String.raw`[\\/]packages[\\/]branding[\\/]src[\\/](?:default-brand\.(?:ts|json)|lib[\\/](?:parse-brand|apply-brand)\.ts)$`,
    ].join('|'),
  ),
};

/**
 * What every page's first paint runs besides the framework: the store, the session, the brand,
 * routing, the plain components and the cookie bar. The route preloader is a second entry, so
 * rolldown would otherwise cut these into some 25 files, each a round trip in the six-connection
 * queue of HTTP/1.1 under the LCP budget's slow network.
 */
const BOOT = {
  name: 'boot',
  priority: 1,
  test: new RegExp(
    [
      // Not contract/src/limits: the upload and form rules ride with the pages that check them.
      String.raw`[\\/]packages[\\/](?:api[\\/]src[\\/](?!communication)|(?:branding|routes)[\\/]src[\\/]|contract[\\/]src[\\/](?!limits[\\/]))`,
      String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](?:lib[\\/]plain|components[\\/](?:plain-|page-result|status-alert|form-field|guest-layout|contact-links|brand-logo|form-error-alert|submit-button))`,
      String.raw`[\\/]apps[\\/]portal[\\/]src[\\/](?:app[\\/](?!notifier-bridge)|layouts[\\/](?:root-frame|guest-frame|consent-and-analytics)|pages[\\/](?:route-error-page|service-unavailable-return|resident-entry)|shell[\\/]cookie-banner)`,
      String.raw`${NODE_MODULES}dayjs[\\/](?:dayjs\.min|plugin[\\/]utc)`,
      // The plain components' icons only: the menu's come with the navigation.
      String.raw`${NODE_MODULES}@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](?:(?:CheckCircle|CloseCircle|ExclamationCircle|InfoCircle|Warning)Filled|(?:Loading|Eye|EyeInvisible)Outlined)\.js$`,
    ].join('|'),
  ),
};

export default defineConfig({
  ...sourceConditions,
  plugins: [react(), brandAssets(), routePreload('src/preload-route.ts'), precompress()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': { target: operatorApi, ws: true }, '/docs': operatorApi },
  },
  build: {
    target: 'es2022',
    // No source maps in a production build: PORTAL_SOURCEMAP=true writes them for a debugging
    // session (and the static server serves them only with PORTAL_SERVE_SOURCEMAPS=true).
    sourcemap: process.env.PORTAL_SOURCEMAP === 'true',
    // dist/.vite/manifest.json tells the benchmark (tooling/bench) which chunk is which route's page.
    manifest: true,
    // The benchmark tracks these; a warning here is the first sign a route got too heavy.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: PURE_ANTD_DEPENDENCIES, sideEffects: false }] },
      output: { codeSplitting: { groups: [FRAMEWORK, ROUTE_TABLE, BOOT] } },
    },
  },
  worker: { format: 'es' },
});
