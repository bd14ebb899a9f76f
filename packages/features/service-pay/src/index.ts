import { paths, type FeatureManifest } from '@resident/routes';

export const servicePayFeature: FeatureManifest = {
  name: 'service-pay',
  routes: [
    {
      path: paths.servicePay.pattern,
      meta: {
        name: 'Оплата услуг',
        shortName: 'оплата услуг',
        icon: 'credit-card',
        menu: 'main',
        order: 9,
        layout: 'main',
        access: ['personalAccount', 'featureAutopay'],
      },
      lazy: () => import('./pages/service-pay-page'),
    },
  ],
};
