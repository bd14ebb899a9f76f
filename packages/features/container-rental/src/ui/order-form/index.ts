export { OrderForm, type OrderFormProps } from './order-form';
