import { paths, type FeatureManifest } from '@resident/routes';

export const prizesFeature: FeatureManifest = {
  name: 'prizes',
  routes: [
    {
      path: paths.prizes.pattern,
      meta: {
        name: 'Призы',
        shortName: 'призы',
        icon: 'gift',
        menu: 'main',
        order: 13,
        layout: 'main',
        access: ['personalAccount'],
      },
      lazy: () => import('./pages/prizes-page'),
    },
  ],
};
