import { paths, type FeatureManifest } from '@resident/routes';

// Opened from appeals and the task dropdown, not from the menu; both are in the reduced route set.
export const chatsFeature: FeatureManifest = {
  name: 'chats',
  routes: [
    {
      path: paths.chat.pattern,
      meta: { name: 'Чат', layout: 'main', backButton: true },
      lazy: () => import('./pages/chat-page'),
    },
    {
      path: paths.chatRecalculation.pattern,
      meta: { name: 'Чат', layout: 'main', backButton: true },
      lazy: () => import('./pages/chat-recalculation-page'),
    },
  ],
};
