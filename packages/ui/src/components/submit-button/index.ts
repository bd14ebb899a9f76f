export { DOUBLE_CLICK_MS, SubmitButton, type SubmitButtonProps } from './submit-button.tsx';
