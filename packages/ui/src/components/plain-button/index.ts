export { PlainButton, type PlainButtonProps } from './plain-button.tsx';
