export { LOAD_ERROR_TEXTS, LoadError, type LoadErrorProps } from './load-error.tsx';
