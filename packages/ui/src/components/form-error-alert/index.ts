export { FormErrorAlert, type FormErrorAlertProps } from './form-error-alert.tsx';
