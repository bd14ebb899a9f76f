import type { AppStore } from '@resident/api';
import { BrandProvider, brandTheme } from '@resident/branding';
import type { Brand } from '@resident/contract';
import { AppProvider } from '@resident/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import type { Notifier } from './notifier';
import { AppRouter } from './app-router';
import type { RouterHolder } from './routing/router-holder';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';

const NotifierBridge = lazy(() => import('./notifier-bridge'));

function Notifications({ notifier }: { notifier: Notifier }) {
  const requested = useSyncExternalStore(notifier.subscribe, notifier.requested);
  return requested ? (
    <Suspense>
      <NotifierBridge notifier={notifier} />
    </Suspense>
  ) : null;
}

type Props = { store: AppStore; routers: RouterHolder; brand: Brand; config: RuntimeConfig; notifier: Notifier };

export function AppRoot({ store, routers, brand, config, notifier }: Props) {
  return (
    <RuntimeConfigContext value={config}>
      <Provider store={store}>
        <BrandProvider brand={brand}>
          <AppProvider theme={brandTheme(brand)}>
            <Notifications notifier={notifier} />
            <AppRouter holder={routers} />
          </AppProvider>
        </BrandProvider>
      </Provider>
    </RuntimeConfigContext>
  );
}
