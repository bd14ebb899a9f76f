import { EnvironmentOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const objectsFeature: FeatureManifest = {
  name: 'objects',
  routes: [
    {
      path: paths.objects.pattern,
      // A map pin: objects are addresses shown on a map; the house icon is the main screen's.
      meta: { name: 'Объекты', shortName: 'объекты', icon: createElement(EnvironmentOutlined), menu: 'main', order: 4, layout: 'main' },
      lazy: () => import('./pages/objects-page'),
    },
  ],
};
