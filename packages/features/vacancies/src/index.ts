import { paths, type FeatureManifest } from '@resident/routes';

export const vacanciesFeature: FeatureManifest = {
  name: 'vacancies',
  routes: [
    {
      path: paths.vacancy.pattern,
      meta: {
        name: 'Вакансии',
        shortName: 'вакансии',
        // A document with a person: a CV.
        icon: 'solution',
        menu: 'main',
        order: 8,
        layout: 'main',
      },
      lazy: () => import('./pages/vacancies-page'),
    },
  ],
};
