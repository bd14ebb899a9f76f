import { features } from '../app/features';
import { buildRoutes } from '../app/routing/build-routes';

/** Both route sets (spec §2): a path may be a page of only one of them. */
export const routeSets = [buildRoutes(features, false), buildRoutes(features, true)];
