import { paths, type FeatureManifest } from '@resident/routes';

// Every page here draws with the plain kit (GuestLayout, PageResult, FormField), so every route is
// plain: none waits for antd's provider and theme engine, each weighs /login's first load plus its
// own chunk.
export const authFeature: FeatureManifest = {
  name: 'auth',
  routes: [
    {
      path: paths.login,
      meta: {
        name: 'Login',
        headerTitle: 'Вход',
        title: 'Вход в личный кабинет',
        layout: 'guest',
        guest: true,
        plain: true,
      },
      lazy: () => import('./pages/login-page'),
    },
    {
      path: paths.registration,
      meta: { name: 'Регистрация', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/registration-page'),
    },
    {
      path: paths.passwordRecovery,
      meta: { name: 'Восстановление пароля', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/password-recovery-page'),
    },
    {
      path: paths.registrationConfirm,
      meta: { name: 'Подтверждение регистрации', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/registration-confirm-page'),
    },
    {
      path: paths.passwordReset,
      meta: { name: 'Новый пароль', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/password-reset-page'),
    },
    {
      path: paths.emailConfirm,
      meta: { name: 'Подтверждение email', layout: 'guest', guest: true, plain: true },
      lazy: () => import('./pages/email-confirm-page'),
    },
  ],
};
