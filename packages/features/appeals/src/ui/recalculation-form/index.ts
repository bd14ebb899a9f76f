export { RecalculationForm, type RecalculationFormProps } from './recalculation-form.tsx';
