export { VacancyDetails, type VacancyDetailsProps } from './vacancy-details';
