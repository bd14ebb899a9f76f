export { APP_HEADER_HEIGHTS, AppHeader, type AppHeaderProps, type HeaderTab } from './app-header.tsx';
export { APP_HEADER_TEXTS } from './app-header-texts.ts';
