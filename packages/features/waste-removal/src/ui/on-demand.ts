// What antd draws for this screen (Drawer, Form, Result), in one lazily loaded chunk: one chunk of
// this screen's own that shares antd's modules with the rest of the portal moves the build's
// shared antd chunks (and so the other routes' first loads) less than several would. No antd Modal
// here: it would split antd's App chunk, which every route loads.
export { OrderDrawer } from './order-drawer/order-drawer';
export { PayDrawer } from './pay-drawer/pay-drawer';
export { PaymentResultPanel } from './payment-result-panel/payment-result-panel';
