export { ApplicationList, type ApplicationListProps } from './application-list.tsx';
