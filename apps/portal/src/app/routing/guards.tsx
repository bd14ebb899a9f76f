import { selectIsAuthenticated, selectSessionEnd, selectUser, useAppSelector } from '@resident/api';
import { paths, sessionEndedLoginHref } from '@resident/routes';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePreviousLocation } from '../../layouts/root-frame';
import { mergeSearch } from './merge-search';

/**
 * The resident routes' guard, spec §4 "Route guard". Step 1 (service switched off) runs for every
 * route in RootFrame, so it also catches a change of route.
 */
export function RequireResident() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  const previous = usePreviousLocation();
  const ended = useAppSelector(selectSessionEnd);
  // A session that ended elsewhere goes where the code that ended it sends the tab (/login saying
  // so, with the page to come back to): this guard may render first, and must not take that away.
  if (!signedIn || !user) return <Navigate to={ended ? sessionEndedLoginHref(ended.returnTo) : paths.login} replace />;
  if (!user.verified) {
    const search = mergeSearch(previous?.search ?? '', location.search);
    return <Navigate to={`${paths.unverified.getHref(user.id)}${search}`} replace />;
  }
  return <Outlet />;
}

/** The unverified screen is only for a signed-in resident who is not verified (spec §4). */
export function RequireUnverified() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  if (!signedIn || !user || user.verified) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
