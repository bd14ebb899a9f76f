export { PHONE_MASK, PhoneInput, type PhoneInputProps } from './phone-input.tsx';
