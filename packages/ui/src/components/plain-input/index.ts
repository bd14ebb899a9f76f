export { PLAIN_PASSWORD_TEXTS, PlainInput, PlainPasswordInput, type PlainInputProps } from './plain-input.tsx';
