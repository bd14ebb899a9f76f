import { AuditOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const litigationFeature: FeatureManifest = {
  name: 'litigation',
  routes: [
    {
      path: paths.litigation.pattern,
      meta: {
        name: 'Судебно-претензионная работа',
        shortName: 'суд. работа',
        // A stamped document: claims and court papers.
        icon: createElement(AuditOutlined),
        menu: 'main',
        order: 5,
        layout: 'main',
      },
      lazy: () => import('./pages/litigation-page'),
    },
  ],
};
