export { ReconciliationForm, type ReconciliationFormProps, type ReconciliationValues } from './reconciliation-form.tsx';
