export { ScheduleTable, StatusTag, type ScheduleRow, type ScheduleTableProps } from './schedule-table.tsx';
