import { paths, type FeatureManifest } from '@resident/api';

export const authFeature: FeatureManifest = {
  name: 'auth',
  routes: [
    {
      path: paths.login,
      meta: { name: 'Login', headerTitle: 'Вход', layout: 'guest', guest: true },
      lazy: () => import('./pages/login-page'),
    },
  ],
};
