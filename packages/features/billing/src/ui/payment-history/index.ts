export { PaymentHistory, type PaymentHistoryProps } from './payment-history.tsx';
