export { CancelDialog as default, CancelDialog, type CancelDialogProps } from './cancel-dialog';
