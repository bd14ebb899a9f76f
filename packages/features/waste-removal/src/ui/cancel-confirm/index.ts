export { CancelConfirm, type CancelConfirmProps } from './cancel-confirm';
