export { OrderDrawer, type OrderDrawerProps } from './order-drawer';
