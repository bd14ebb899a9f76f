import { HomeOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const dashboardFeature: FeatureManifest = {
  name: 'dashboard',
  routes: [
    {
      path: paths.dashboard.pattern,
      meta: { name: 'Главный экран', shortName: 'главный', icon: createElement(HomeOutlined), menu: 'main', order: 1, layout: 'main' },
      lazy: () => import('./pages/dashboard-page'),
    },
  ],
};
