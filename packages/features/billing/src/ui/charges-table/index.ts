export { ChargesTable, type ChargesTableProps } from './charges-table.tsx';
