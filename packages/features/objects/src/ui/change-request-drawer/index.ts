export { ChangeRequestDrawer, type ChangeRequestDrawerProps } from './change-request-drawer';
