export { useWideEnough } from './use-wide-enough.ts';
