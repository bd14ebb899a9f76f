// `@resident/payments/pay-form`: the pay form and the payment's result alone, for a page that
// loads them only when the resident opens them (`lazy(() => import('@resident/payments/pay-form'))`).
// A dynamic import of the package's main entry would keep them in the page's first load, as the
// page imports that entry statically for the payment hooks.
export { PayForm, type PayFormProps } from './pay-form/index.ts';
export { PaymentResult, type PaymentResultProps } from './payment-result/index.ts';
