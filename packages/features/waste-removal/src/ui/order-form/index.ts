export { OrderForm, type OrderFormProps, type OrderFormValues, type OrderObject } from './order-form';
