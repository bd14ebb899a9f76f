import { VACANCY_TEXTS } from '@resident/contract';
import { ApiError } from '../errors/http-errors.ts';

/** 404s of the resident's and the operator's vacancy routes; another user's application answers the same. */
export const vacancyNotFound = () => new ApiError(404, 'NOT_FOUND', VACANCY_TEXTS.notFound);
export const applicationNotFound = () => new ApiError(404, 'NOT_FOUND', VACANCY_TEXTS.applicationNotFound);
