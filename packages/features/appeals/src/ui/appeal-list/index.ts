export { AppealList, type AppealFilters, type AppealListProps } from './appeal-list.tsx';
