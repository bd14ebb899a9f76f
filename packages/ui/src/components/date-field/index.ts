export { DATE_FIELD_PLACEHOLDER, DateField, type DateFieldProps } from './date-field.tsx';
export { MONTH_FIELD_FORMAT, MonthField, type MonthFieldProps } from './month-field.tsx';
