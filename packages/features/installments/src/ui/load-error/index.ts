export { LoadError } from './load-error.tsx';
