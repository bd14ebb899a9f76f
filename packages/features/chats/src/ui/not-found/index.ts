export { NOT_FOUND_TEXT, NotFoundResult, type NotFoundResultProps } from './not-found-result';
