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
};
