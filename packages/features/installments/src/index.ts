import { ScheduleOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const installmentsFeature: FeatureManifest = {
  name: 'installments',
  routes: [
    {
      path: paths.installments.pattern,
      meta: {
        name: 'Реестр рассрочек',
        shortName: 'реестр рассрочек',
        // A calendar with a tick: a payment schedule.
        icon: createElement(ScheduleOutlined),
        menu: 'main',
        order: 12,
        layout: 'main',
        userFlag: 'installmentRegister',
      },
      lazy: () => import('./pages/installments-page'),
    },
  ],
};
