export { ApplicationForm, type ApplicationFormProps } from './application-form.tsx';
