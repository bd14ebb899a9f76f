export { PeriodFilter, type PeriodFilterProps, type PeriodValue } from './period-filter.tsx';
