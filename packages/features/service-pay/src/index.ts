import { CreditCardOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const servicePayFeature: FeatureManifest = {
  name: 'service-pay',
  routes: [
    {
      path: paths.servicePay.pattern,
      meta: {
        name: 'Оплата услуг',
        shortName: 'оплата услуг',
        icon: createElement(CreditCardOutlined),
        menu: 'main',
        order: 9,
        layout: 'main',
        flag: 'autopay',
      },
      lazy: () => import('./pages/service-pay-page'),
    },
  ],
};
