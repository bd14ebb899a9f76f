import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { withChunkTimeout } from './chunk-load';

type Module = { default: ComponentType };
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * A route whose component loads with it (design.md §1), failing after 120 s. React.lazy gets a
 * thenable that answers at once when the chunk is already here (see preloadLocation): the page
 * then renders in the same pass instead of suspending and being revealed later.
 */
export function lazyRoute<M>(
  route: RouteObject,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= withChunkTimeout(load).then((module) => (loaded = pick(module))));
  const Lazy = lazy(
    () =>
      ({
        then: (resolve: (module: Module) => void, reject: (error: unknown) => void) =>
          loaded
            ? resolve({ default: loaded })
            : preload().then((component) => resolve({ default: component }), reject),
        // React.lazy only ever calls then(); its type asks for a whole Promise.
      }) as PromiseLike<Module> as Promise<Module>,
  );
  const object = { ...route, element: <Lazy /> };
  preloads.set(object, preload);
  return object;
}

/**
 * Loads the chunks of every route `pathname` matches, as the data router did before its first
 * render; startup awaits it together with the brand. A failure is left for the render to show.
 */
export async function preloadLocation(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) =>
      preloads
        .get(match.route)?.()
        .catch(() => undefined),
    ),
  );
}
