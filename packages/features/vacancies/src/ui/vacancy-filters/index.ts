export { VacancyFilters, type VacancyFiltersProps } from './vacancy-filters';
