export { PayForm, type PayFormProps } from './pay-form.tsx';
