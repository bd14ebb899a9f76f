export { PageResult, type PageResultAction, type PageResultProps } from './page-result.tsx';
