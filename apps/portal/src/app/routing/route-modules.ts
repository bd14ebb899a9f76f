/** The shell's lazily loaded layouts and pages, React-free so the route preloader can start them too. */
export const layoutModules = {
  feedback: () => import('../../layouts/feedback-frame'),
  antd: () => import('../../layouts/antd-frame'),
  main: () => import('../../layouts/main/main-layout'),
  bread: () => import('../../layouts/bread-layout'),
  unverified: () => import('../../layouts/unverified-layout'),
};

export const pageModules = {
  notFound: () => import('../../pages/not-found-page'),
  serviceUnavailable: () => import('../../pages/service-unavailable-page'),
  unverified: () => import('../../pages/unverified-page'),
  needsAccount: () => import('../../pages/needs-account-page'),
};

interface RouteToOpen {
  lazy: () => Promise<unknown>;
  meta: { layout: string; plain?: boolean };
}

/**
 * What opening a route loads lazily: its page and the layouts it renders in (a plain page needs
 * no antd frame). The route preloader starts these; the bench's size check (tooling/bench) weighs
 * the same list, so it measures what the portal really loads first.
 */
export function routeLoaders({ lazy, meta: { layout, plain } }: RouteToOpen): (() => Promise<unknown>)[] {
  const loaders = [lazy];
  if (layout === 'guest' && !plain) loaders.push(layoutModules.antd);
  if (layout === 'main' || layout === 'bread') {
    if (!plain) loaders.push(layoutModules.feedback);
    loaders.push(layoutModules[layout]);
  }
  return loaders;
}
