export { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
export { accountLabel, displayName } from './user-labels.ts';
export { UserMenu, type UserMenuProps } from './user-menu.tsx';
export { USER_MENU_TEXTS } from './user-menu-texts.ts';
