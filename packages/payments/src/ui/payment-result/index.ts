export { PaymentResult, type PaymentResultProps } from './payment-result.tsx';
