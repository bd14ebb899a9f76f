import { paths, type FeatureManifest } from '@resident/routes';
import { BILLING_TABS } from './lib/tabs.ts';

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
        // design.md §3; the first tab is the view at the bare path, the others add ?tab=.
        tabs: BILLING_TABS.map(({ key, label }, index) => ({
          key,
          label,
          path: paths.billing,
          ...(index === 0 ? {} : { search: `?tab=${key}` }),
        })),
        // The payments' period filter belongs in the sub panel behind the header's filter button.
        subHeader: { left: true },
      },
      lazy: () => import('./pages/billing-page'),
    },
  ],
};
