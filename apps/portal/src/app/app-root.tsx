import type { AppStore } from '@resident/api';
import { BrandProvider, brandTheme } from '@resident/branding';
import type { Brand } from '@resident/contract';
import { AppProvider } from '@resident/ui';
import { Provider } from 'react-redux';
import type { Notifier } from './notifier';
import { createNotifications } from './notifications';
import { AppRouter } from './app-router';
import type { RouterHolder } from './routing/router-holder';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';

const Notifications = createNotifications(() => import('./notifier-bridge'));

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
