export { ApplyDrawer, type ApplyDrawerProps } from './apply-drawer';
