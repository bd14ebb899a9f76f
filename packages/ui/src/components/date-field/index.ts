export { DATE_FIELD_PLACEHOLDER, DateField, type DateFieldProps } from './date-field.tsx';
