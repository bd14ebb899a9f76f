// The shell's presentational components (issue "App shell"): data and callbacks come in through
// props; the router, the store and the layouts wire them in src/app and src/layouts.
export * from './account-switch/index.ts';
export * from './app-header/index.ts';
export * from './cookie-banner/index.ts';
export * from './logout-confirm/index.ts';
export * from './side-nav/index.ts';
export * from './task-list/index.ts';
export * from './user-menu/index.ts';
