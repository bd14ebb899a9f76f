export { RecalculationList, type RecalculationListProps } from './recalculation-list.tsx';
