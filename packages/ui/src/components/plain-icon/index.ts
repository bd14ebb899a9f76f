export { PlainIcon, type PlainIconProps } from './plain-icon.tsx';
