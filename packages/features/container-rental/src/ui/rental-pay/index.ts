export { RentalPay, type RentalPayProps } from './rental-pay';
export { RentalPaymentResult, type RentalPaymentResultProps } from './rental-payment-result';
