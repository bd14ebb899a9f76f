export { ApplyForm, type ApplyFormProps, type ApplyValues } from './apply-form';
