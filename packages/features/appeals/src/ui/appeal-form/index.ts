export { AppealForm, type AppealFormProps, type AppealFormValues } from './appeal-form.tsx';
