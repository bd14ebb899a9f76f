import { useBrand } from '@resident/branding';
import { useEffect } from 'react';
import { documentTitle } from '../app/routing/document-title';
import { useRouteMeta } from './main/use-route-meta';

/**
 * Keeps the document's title the route's («Счета и расчёты — ЭкоПрикамье») on every
 * navigation. The first HTML already has it (the static server's prerender); this keeps it after.
 */
export function DocumentTitle() {
  const title = documentTitle(useRouteMeta(), useBrand());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
