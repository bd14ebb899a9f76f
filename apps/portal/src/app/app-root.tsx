import type { AppStore } from '@resident/api';
import { BrandProvider, brandTheme } from '@resident/branding';
import type { Brand } from '@resident/contract';
import { AppProvider } from '@resident/ui';
import { App } from 'antd';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { Notifier } from './notifier';
import type { AppRouter } from './router';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';

function NotifierBridge({ notifier }: { notifier: Notifier }) {
  const { message } = App.useApp();
  useEffect(() => notifier.attach(message), [message, notifier]);
  return null;
}

type Props = { store: AppStore; router: AppRouter; brand: Brand; config: RuntimeConfig; notifier: Notifier };

export function AppRoot({ store, router, brand, config, notifier }: Props) {
  return (
    <RuntimeConfigContext value={config}>
      <Provider store={store}>
        <BrandProvider brand={brand}>
          <AppProvider theme={brandTheme(brand)}>
            <NotifierBridge notifier={notifier} />
            <RouterProvider router={router} />
          </AppProvider>
        </BrandProvider>
      </Provider>
    </RuntimeConfigContext>
  );
}
