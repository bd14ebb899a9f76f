import { paths, type FeatureManifest } from '@resident/routes';

// No `personalAccount`: in the reduced route set (spec §2). Without an account the screen shows the
// containers and prices and says how to order; rentals and paying need an account.
export const containerRentalFeature: FeatureManifest = {
  name: 'container-rental',
  routes: [
    {
      path: paths.containerRental.pattern,
      meta: {
        name: 'Аренда контейнеров',
        shortName: 'аренда контейнеров',
        // A waste bin; not DeleteOutlined, which residents read as "delete".
        icon: 'rest',
        menu: 'main',
        order: 11,
        layout: 'main',
      },
      lazy: () => import('./pages/container-rental-page'),
    },
  ],
};
