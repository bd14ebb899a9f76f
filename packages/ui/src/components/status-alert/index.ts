export { StatusAlert, type StatusAlertProps, type StatusAlertType } from './status-alert.tsx';
