export { ListEntry, type ListEntryProps } from './list-entry.tsx';
