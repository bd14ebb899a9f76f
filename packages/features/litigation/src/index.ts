import { paths, type FeatureManifest } from '@resident/routes';

export const litigationFeature: FeatureManifest = {
  name: 'litigation',
  routes: [
    {
      path: paths.litigation.pattern,
      meta: {
        name: 'Судебно-претензионная работа',
        shortName: 'суд. работа',
        // A stamped document: claims and court papers.
        icon: 'audit',
        menu: 'main',
        order: 5,
        layout: 'main',
        access: ['personalAccount'],
      },
      lazy: () => import('./pages/litigation-page'),
    },
  ],
};
