export { PageResult, type PageResultAction, type PageResultProps, type PageResultStatus } from './page-result.tsx';
