export { ResponsiveTable, type ResponsiveColumn, type ResponsiveTableProps } from './responsive-table.tsx';
