export { ReceiptList, type ReceiptListProps } from './receipt-list.tsx';
