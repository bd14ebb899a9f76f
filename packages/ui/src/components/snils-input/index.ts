export { SNILS_MASK, SnilsInput, type SnilsInputProps } from './snils-input.tsx';
