import { RestOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const containerRentalFeature: FeatureManifest = {
  name: 'container-rental',
  routes: [
    {
      path: paths.containerRental.pattern,
      meta: {
        name: 'Аренда контейнеров',
        shortName: 'аренда контейнеров',
        // A waste bin; not DeleteOutlined, which residents read as "delete".
        icon: createElement(RestOutlined),
        menu: 'main',
        order: 11,
        layout: 'main',
        withoutPersonalAccount: true,
      },
      lazy: () => import('./pages/container-rental-page'),
    },
  ],
};
