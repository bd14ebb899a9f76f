export { OrderDrawer as default, OrderDrawer, type OrderDrawerProps } from './order-drawer';
