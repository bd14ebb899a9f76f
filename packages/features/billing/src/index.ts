import { paths, type FeatureManifest } from '@resident/routes';

export const billingFeature: FeatureManifest = {
  name: 'billing',
  routes: [
    {
      path: paths.billing.pattern,
      meta: {
        name: 'Счета и расчёты',
        shortName: 'счета',
        icon: 'wallet',
        menu: 'main',
        order: 3,
        layout: 'main',
        access: ['personalAccount'],
        // design.md §3; the first tab is the view at the bare path.
        tabs: [
          { key: 'charges', label: 'Начисления', path: paths.billing },
          { key: 'payments', label: 'Платежи', path: paths.billing, search: '?tab=payments' },
          { key: 'receipts', label: 'Квитанции', path: paths.billing, search: '?tab=receipts' },
        ],
        // The period filters live in the sub panel behind the header's filter button.
        subHeader: { left: true },
      },
      lazy: () => import('./pages/billing-page'),
    },
  ],
};
