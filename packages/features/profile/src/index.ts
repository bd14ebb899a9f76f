import { paths, type FeatureManifest } from '@resident/routes';

export const profileFeature: FeatureManifest = {
  name: 'profile',
  routes: [
    {
      path: paths.profile.pattern,
      meta: {
        name: 'Профиль',
        shortName: 'профиль',
        icon: 'user',
        menu: 'main',
        order: 2,
        layout: 'main',
        // No `personalAccount`: a user without one lands here (spec §2 "/resident").
        // design.md §3; the first tab is the view at the bare path.
        tabs: [
          { key: 'personal', label: 'Личные данные', path: paths.profile },
          { key: 'accounts', label: 'Лицевые счета', path: paths.profile, search: '?tab=accounts' },
          { key: 'notifications', label: 'Уведомления', path: paths.profile, search: '?tab=notifications' },
          { key: 'security', label: 'Безопасность', path: paths.profile, search: '?tab=security' },
          { key: 'consents', label: 'Согласия', path: paths.profile, search: '?tab=consents' },
        ],
      },
      lazy: () => import('./pages/profile-page'),
    },
  ],
};
