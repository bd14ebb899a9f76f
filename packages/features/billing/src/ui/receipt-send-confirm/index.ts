export { ReceiptSendConfirm, type ReceiptSendConfirmProps } from './receipt-send-confirm.tsx';
