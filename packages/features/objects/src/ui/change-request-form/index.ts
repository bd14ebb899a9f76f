export { ChangeRequestForm, type ChangeRequestFormProps } from './change-request-form';
