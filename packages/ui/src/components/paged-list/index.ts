export { PagedList, type PagedListPage, type PagedListProps } from './paged-list.tsx';
