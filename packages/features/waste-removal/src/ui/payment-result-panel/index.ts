export { PaymentResultPanel, type PaymentResultPanelProps } from './payment-result-panel';
