import { paths, type FeatureManifest } from '@resident/routes';

export const installmentsFeature: FeatureManifest = {
  name: 'installments',
  routes: [
    {
      path: paths.installments.pattern,
      meta: {
        name: 'Реестр рассрочек',
        shortName: 'реестр рассрочек',
        // A calendar with a tick: a payment schedule.
        icon: 'schedule',
        menu: 'main',
        order: 12,
        layout: 'main',
        access: ['personalAccount', 'installmentRegister'],
      },
      lazy: () => import('./pages/installments-page'),
    },
  ],
};
