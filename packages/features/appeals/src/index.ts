import { paths, type FeatureManifest, type RouteTab } from '@resident/routes';

const tabs: RouteTab[] = [
  { key: 'help', label: 'Помощь', path: paths.appealsHelp },
  { key: 'recalculation', label: 'Перерасчеты', path: paths.appealsRecalculation },
];

// No `personalAccount`: all three are in the reduced route set (spec §2), the parent and its two children.
export const appealsFeature: FeatureManifest = {
  name: 'appeals',
  routes: [
    {
      path: paths.appeals.pattern,
      meta: {
        name: 'Обращения',
        shortName: 'обращения',
        icon: 'message',
        menu: 'main',
        order: 7,
        layout: 'main',
        tabs,
      },
      // Only redirects to the help child.
      lazy: () => import('./pages/appeals-page'),
    },
    {
      path: paths.appealsHelp.pattern,
      meta: { name: 'Помощь', headerTitle: 'Обращения', layout: 'main', tabs },
      lazy: () => import('./pages/appeals-help-page'),
    },
    {
      path: paths.appealsRecalculation.pattern,
      meta: { name: 'Перерасчеты', headerTitle: 'Обращения', layout: 'main', tabs },
      lazy: () => import('./pages/appeals-recalculation-page'),
    },
  ],
};
