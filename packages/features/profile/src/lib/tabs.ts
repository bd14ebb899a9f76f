/** The profile's tabs: the header shows them (manifest), the page draws the one in ?tab=. */
export const PROFILE_TABS = [
  { key: 'personal', label: 'Личные данные' },
  { key: 'accounts', label: 'Лицевые счета' },
  { key: 'notifications', label: 'Уведомления' },
  { key: 'security', label: 'Безопасность' },
  { key: 'consents', label: 'Согласия' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

export function tabOf(search: URLSearchParams): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.key === search.get('tab')) ?? PROFILE_TABS[0];
}
