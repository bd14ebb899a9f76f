import { SolutionOutlined } from '@ant-design/icons';
import { paths, type FeatureManifest } from '@resident/api';
import { createElement } from 'react';

export const vacanciesFeature: FeatureManifest = {
  name: 'vacancies',
  routes: [
    {
      path: paths.vacancy.pattern,
      meta: {
        name: 'Вакансии',
        shortName: 'вакансии',
        // A document with a person: a CV.
        icon: createElement(SolutionOutlined),
        menu: 'main',
        order: 8,
        layout: 'main',
        withoutPersonalAccount: true,
      },
      lazy: () => import('./pages/vacancies-page'),
    },
  ],
};
