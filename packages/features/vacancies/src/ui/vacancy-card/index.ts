export { VacancyCard, type VacancyCardProps } from './vacancy-card';
