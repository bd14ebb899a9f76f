export { PaymentResultDialog as default, PaymentResultDialog, type PaymentResultDialogProps } from './payment-result-dialog';
