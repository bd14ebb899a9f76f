import { paths, type FeatureManifest } from '@resident/routes';

// The shell adds the other two conditions of spec §6: a marketplace token and an open account.
export const insuranceFeature: FeatureManifest = {
  name: 'insurance',
  routes: [
    {
      path: paths.insurance.pattern,
      meta: {
        name: 'Страхование',
        shortName: 'страхование',
        icon: 'safety',
        menu: 'main',
        order: 6,
        layout: 'main',
        flag: 'insurance',
        withoutPersonalAccount: true,
      },
      lazy: () => import('./pages/insurance-page'),
    },
    {
      path: paths.insuranceObject.pattern,
      meta: {
        name: 'Страхование объекта',
        headerTitle: 'Страхование',
        layout: 'main',
        backButton: true,
        flag: 'insurance',
        withoutPersonalAccount: true,
      },
      lazy: () => import('./pages/insurance-object-page'),
    },
  ],
};
