export {
  PaymentSearchForm,
  type PaymentSearchFormProps,
  type PaymentSearchFormValues,
} from './payment-search-form.tsx';
