import { useEffect, useRef, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import type { AppRouter as Router, RouterHolder } from './routing/router-holder';

/** Renders the router of the current route set; a replaced router is disposed once off screen. */
export function AppRouter({ holder }: { holder: RouterHolder }) {
  const router = useSyncExternalStore(holder.subscribe, holder.current);
  const shown = useRef<Router | undefined>(undefined);
  useEffect(() => {
    if (shown.current && shown.current !== router) shown.current.dispose();
    shown.current = router;
  }, [router]);
  return router ? <RouterProvider router={router} /> : null;
}
