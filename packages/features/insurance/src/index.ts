import { paths, type FeatureManifest } from '@resident/routes';

// Spec §6: the environment's feature, a marketplace token and an open account; in the reduced route set.
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
        access: ['featureInsurance', 'marketplaceToken', 'notClosed'],
      },
      lazy: () => import('./pages/insurance-page'),
    },
    {
      path: paths.insuranceObject.pattern,
      meta: {
        name: 'Страхование объекта',
        headerTitle: 'Страхование',
        layout: 'main',
        access: ['featureInsurance', 'marketplaceToken', 'notClosed'],
        backButton: true,
      },
      lazy: () => import('./pages/insurance-object-page'),
    },
  ],
};
