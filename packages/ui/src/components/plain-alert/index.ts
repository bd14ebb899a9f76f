export { PlainAlert, type PlainAlertProps } from './plain-alert.tsx';
