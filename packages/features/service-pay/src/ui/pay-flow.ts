// What the page loads lazily, as one chunk: the pay drawer, the payment's result and the autopay
// settings (antd's Drawer and Form). See the page for why one.
export { default as ServicePayDrawer } from './service-pay-drawer';
export { default as ServicePayResult } from './service-pay-result';
export { default as AutopayDrawer } from './autopay-drawer';
