import type { AppStore } from '@resident/api';
import { BrandProvider } from '@resident/branding';
import type { Brand } from '@resident/contract';
import { Provider } from 'react-redux';
import type { Notifier } from './notifier';
import { createNotifications } from './notifications';
import { AppRouter } from './app-router';
import type { RouterHolder } from './routing/router-holder';
import type { RuntimeConfig } from './runtime-config';
import { RuntimeConfigContext } from './runtime-config-context';

const Notifications = createNotifications(() => import('./notifier-bridge'));

type Props = {
  store: AppStore;
  routers: RouterHolder;
  brand: Brand;
  config: RuntimeConfig;
  notifier: Notifier;
  /** The address to draw on the server (src/prerender); the browser's router is used without it. */
  location?: string;
};

export function AppRoot({ store, routers, brand, config, notifier, location }: Props) {
  return (
    <RuntimeConfigContext value={config}>
      <Provider store={store}>
        <BrandProvider brand={brand}>
          {/* antd's provider is the layouts' (ThemedScope): /login is drawn without antd. */}
          <Notifications notifier={notifier} />
          <AppRouter holder={routers} location={location} />
        </BrandProvider>
      </Provider>
    </RuntimeConfigContext>
  );
}
