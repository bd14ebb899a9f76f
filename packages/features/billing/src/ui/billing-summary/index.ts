export { BillingSummary, type BillingSummaryProps } from './billing-summary.tsx';
