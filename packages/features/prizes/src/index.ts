import { GiftOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const prizesFeature: FeatureManifest = {
  name: 'prizes',
  routes: [
    {
      path: paths.prizes.pattern,
      meta: { name: 'Призы', shortName: 'призы', icon: createElement(GiftOutlined), menu: 'main', order: 13, layout: 'main' },
      lazy: () => import('./pages/prizes-page'),
    },
  ],
};
