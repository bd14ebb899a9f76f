import { paths, type FeatureManifest } from '@resident/routes';

export const dashboardFeature: FeatureManifest = {
  name: 'dashboard',
  routes: [
    {
      path: paths.dashboard.pattern,
      meta: {
        name: 'Главный экран',
        shortName: 'главный',
        icon: 'home',
        menu: 'main',
        order: 1,
        layout: 'main',
        plain: true,
        access: ['personalAccount'],
      },
      lazy: () => import('./pages/dashboard-page'),
    },
  ],
};
