export { RequestSummary, type RequestSummaryProps } from './request-summary.tsx';
