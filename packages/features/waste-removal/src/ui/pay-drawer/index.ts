export { PayDrawer, type PayDrawerProps } from './pay-drawer';
