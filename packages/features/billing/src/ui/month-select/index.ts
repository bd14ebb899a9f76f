export { MonthSelect, type MonthSelectProps } from './month-select.tsx';
