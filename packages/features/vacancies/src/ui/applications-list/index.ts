export { ApplicationsList, ApplicationStatus, type ApplicationsListProps } from './applications-list';
