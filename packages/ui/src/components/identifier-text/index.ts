export { PhoneText, SnilsText } from './identifier-text.tsx';
