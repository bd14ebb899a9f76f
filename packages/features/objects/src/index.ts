import { paths, type FeatureManifest } from '@resident/routes';

export const objectsFeature: FeatureManifest = {
  name: 'objects',
  routes: [
    {
      path: paths.objects.pattern,
      meta: {
        name: 'Объекты',
        shortName: 'объекты',
        icon: 'environment',
        menu: 'main',
        order: 4,
        layout: 'main',
        access: ['personalAccount'],
      },
      lazy: () => import('./pages/objects-page'),
    },
  ],
};
