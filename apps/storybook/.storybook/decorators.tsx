import { createMemoryStorage, createStore, type ApiConfig } from '@resident/api';
import { BrandProvider, brandTheme, loadBrandFont, type Brand } from '@resident/branding';
import { AppProvider, applyPlainTheme, FeedbackScope, PLAIN_VARIABLES } from '@resident/ui';
import type { Decorator } from '@storybook/react-vite';
import { App } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useInRouterContext, useLocation, useNavigate } from 'react-router';
import { action } from 'storybook/actions';
import { storyBrand } from './brands.ts';

// Feature packages may not import this app (design.md §1), so their stories switch these
// decorators on through parameters: `parameters: { store: {...}, router: {...} }`.

/** `parameters.store`: `true` for an empty signed-out store, or these options. */
export interface StoreParameters {
  /** Answers the story's API calls; unanswered calls get a 501 whose message names the URL. */
  fetch?: (request: Request) => Response | Promise<Response>;
  /** Initial contents of the session storage, e.g. tokens and the user to start signed in. */
  storage?: Record<string, string>;
  config?: Partial<ApiConfig>;
}

/** `parameters.router`: `true` to start at '/', or these options. */
export interface RouterParameters {
  /** The URL the story starts at, default ['/']. */
  initialEntries?: string[];
  /** The route pattern the story is rendered at; other paths show where a navigation went. */
  path?: string;
}

type Navigate = (path: string, options?: { replace?: boolean }) => void;

const STORYBOOK_CONFIG: ApiConfig = {
  apiBase: '/api/',
  v3Base: '/api/v3/',
  basicCredential: btoa('storybook:storybook'),
};

const logRequest = action('api request');
const logNavigate = action('navigate');

function unanswered(request: Request): Response {
  return new Response(JSON.stringify({ message: `Storybook: нет ответа для ${request.method} ${request.url}` }), {
    status: 501,
    headers: { 'content-type': 'application/json' },
  });
}

/** The api's navigate effect: logged, and also sent to the story's router once there is one. */
function createNavigator() {
  let target: Navigate | undefined;
  return {
    navigate: ((path, options) => {
      logNavigate(path);
      target?.(path, options);
    }) satisfies Navigate,
    connect(next: Navigate | undefined) {
      target = next;
    },
  };
}

type Navigator = ReturnType<typeof createNavigator>;

function NavigateBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigator.connect((path, options) => void navigate(path, options));
    return () => navigator.connect(undefined);
  }, [navigate, navigator]);
  return null;
}

function StoreFrame({ parameters, children }: { parameters: StoreParameters; children: ReactNode }) {
  const { message } = App.useApp();
  const inRouter = useInRouterContext();
  const [navigator] = useState(createNavigator);
  // One store per story render: stories never share a session or a cache.
  const [store] = useState(() => {
    const storage = createMemoryStorage();
    for (const [key, value] of Object.entries(parameters.storage ?? {})) storage.setItem(key, value);
    const answer = parameters.fetch ?? unanswered;
    const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      logRequest(`${request.method} ${request.url}`);
      return answer(request);
    };
    return createStore({
      config: { ...STORYBOOK_CONFIG, ...parameters.config },
      effects: {
        notifyError: (text) => void message.error(text),
        navigate: navigator.navigate,
      },
      storage,
      fetchFn,
    });
  });
  return (
    <Provider store={store}>
      {inRouter ? <NavigateBridge navigator={navigator} /> : null}
      {children}
    </Provider>
  );
}

/** A fresh @resident/api store (in-memory session, mocked fetch) when `parameters.store` is set. */
export const withStore: Decorator = (Story, context) => {
  const parameters: StoreParameters | boolean | undefined = context.parameters.store;
  if (!parameters) return <Story />;
  return (
    <StoreFrame parameters={parameters === true ? {} : parameters}>
      <Story />
    </StoreFrame>
  );
};

function Elsewhere() {
  const location = useLocation();
  return <p>Переход на {location.pathname + location.search}</p>;
}

/** A react-router memory router when `parameters.router` is set: links and navigate() work. */
export const withRouter: Decorator = (Story, context) => {
  const parameters: RouterParameters | boolean | undefined = context.parameters.router;
  if (!parameters) return <Story />;
  const { initialEntries = ['/'], path }: RouterParameters = parameters === true ? {} : parameters;
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <Routes>
        <Route path={path ?? '*'} element={<Story />} />
        {path ? <Route path="*" element={<Elsewhere />} /> : null}
      </Routes>
    </MemoryRouter>
  );
};

/** The brand's theme for antd and, as CSS variables on the page, for the plain components. */
function BrandFrame({ brand, children }: { brand: Brand; children: ReactNode }) {
  const theme = useMemo(() => brandTheme(brand), [brand]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    // The previous brand's variables go first: a brand sets only what differs from antd's defaults.
    for (const name of Object.values(PLAIN_VARIABLES)) root.style.removeProperty(name);
    applyPlainTheme(theme, root);
    void loadBrandFont(brand.theme?.fontFamily);
  }, [brand, theme]);
  return (
    <BrandProvider brand={brand}>
      <AppProvider theme={theme}>
        <FeedbackScope>{children}</FeedbackScope>
      </AppProvider>
    </BrandProvider>
  );
}

/**
 * What the portal gives every screen: the brand chosen in the toolbar (the default one unless
 * switched), its antd theme, Russian locale, messages and App hooks.
 */
export const withApp: Decorator = (Story, context) => (
  <BrandFrame brand={storyBrand(context.globals.brand)}>
    <Story />
  </BrandFrame>
);
