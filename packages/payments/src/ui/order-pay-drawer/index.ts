export { OrderPayDrawer, type OrderPayDrawerProps } from './order-pay-drawer.tsx';
