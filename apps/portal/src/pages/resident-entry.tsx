import { logout, selectIsAuthenticated, selectUser, useAppDispatch, useAppSelector } from '@resident/api';
import { paths } from '@resident/routes';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

/** /resident: the resident's default entry, the dashboard, or the profile without a personal account. */
export function ResidentEntry() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const lost = signedIn && !user;
  useEffect(() => {
    // Signed in but without a user id the session cannot be used: spec §4 logs out.
    if (lost) void dispatch(logout());
  }, [lost, dispatch]);
  if (!signedIn || !user) return <Navigate to={paths.login} replace />;
  if (user.withoutPersonalAccount) return <Navigate to={paths.profile.getHref(user.id)} replace />;
  return <Navigate to={paths.dashboard.getHref(user.id)} replace />;
}
