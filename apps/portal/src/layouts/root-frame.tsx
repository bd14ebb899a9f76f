import { paths } from '@resident/routes';
import { createContext, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useRuntimeConfig } from '../app/runtime-config-context';
import { rememberReturnPath } from '../pages/service-unavailable-return';
import { ConsentAndAnalytics } from './consent-and-analytics';
import { DocumentTitle } from './document-title';

const PreviousLocationContext = createContext<Location | undefined>(undefined);

/** The location before the current one: the unverified redirect keeps its query (spec §4). */
export function usePreviousLocation() {
  return useContext(PreviousLocationContext);
}

function PreviousLocationTracker({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<{ current: Location; previous?: Location }>({ current: location });
  if (state.current.key !== location.key) setState({ current: location, previous: state.current });
  return <PreviousLocationContext value={state.previous}>{children}</PreviousLocationContext>;
}

/** Wraps every route: the service-unavailable switch, the document's title, the cookie consent and analytics. */
export function RootFrame() {
  const config = useRuntimeConfig();
  const location = useLocation();
  const onUnavailablePage = location.pathname === paths.serviceUnavailable;
  const lastPath = useRef('');

  useEffect(() => {
    if (!onUnavailablePage) {
      lastPath.current = `${location.pathname}${location.search}`;
      rememberReturnPath(lastPath.current);
    }
  }, [location.pathname, location.search, onUnavailablePage]);

  // Spec §4 step 1, checked on every route change: the environment switch wins over everything.
  if (config.serviceUnavailable === 'true' && !onUnavailablePage)
    return <Navigate to={paths.serviceUnavailable} replace />;

  return (
    <PreviousLocationTracker>
      <DocumentTitle />
      <Suspense>
        <Outlet />
      </Suspense>
      <ConsentAndAnalytics environment={config.environment} counterId={config.analyticsCounterId} />
    </PreviousLocationTracker>
  );
}
