export { PayDrawer as default, PayDrawer, type PayDrawerProps } from './pay-drawer';
