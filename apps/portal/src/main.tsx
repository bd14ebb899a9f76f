import { createStore, sessionApi } from '@resident/api';
import { applyBrand, defaultBrand, loadBrand } from '@resident/branding';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { createNotifier } from './app/notifier';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';
import { unregisterServiceWorkers } from './app/service-workers';

async function bootstrap() {
  void unregisterServiceWorkers();
  const root = createRoot(document.getElementById('root')!);
  const config = await loadRuntimeConfig();
  const notifier = createNotifier();
  // Created first: the router starts loading the current route's chunk while the brand loads.
  const router = createAppRouter();
  const store = createStore({
    config: { apiBase: config.apiBase, v3Base: config.v3Base, basicCredential: config.basicCredential },
    effects: {
      notifyError: notifier.error,
      navigate: (path, options) => void router.navigate(path, options),
    },
  });

  // Spec §4 "Startup": the brand first, then title/meta/icon, then mount.
  let brand = defaultBrand;
  try {
    brand = await loadBrand(() => store.dispatch(sessionApi.endpoints.getBranding.initiate(undefined, { subscribe: false })).unwrap());
  } catch (error) {
    applyBrand(defaultBrand, document);
    notifier.error(error instanceof Error ? error.message : String(error));
  }

  root.render(
    <StrictMode>
      <AppRoot store={store} router={router} brand={brand} config={config} notifier={notifier} />
    </StrictMode>,
  );
}

bootstrap().catch((error: unknown) => {
  // Nothing else can show it: no config, no store, no theme.
  const root = document.getElementById('root')!;
  root.setAttribute('role', 'alert');
  root.textContent = error instanceof Error ? error.message : String(error);
});
