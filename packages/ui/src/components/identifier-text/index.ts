export { EmailText, PhoneText, SnilsText } from './identifier-text.tsx';
