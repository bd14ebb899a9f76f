import { paths, type FeatureManifest } from '@resident/routes';

export const publicPayFeature: FeatureManifest = {
  name: 'public-pay',
  routes: [
    {
      path: paths.pay,
      meta: { name: 'Оплата', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/pay-page'),
    },
  ],
};
