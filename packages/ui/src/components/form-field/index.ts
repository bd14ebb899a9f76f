export { FormField, type FieldControlProps, type FormFieldProps } from './form-field.tsx';
