import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { z } from 'zod';
import type { ZodType } from 'zod';
import { COMMUNICATION_LIMITS } from '@resident/contract';
import { validatorCompiler } from './validator-compiler.ts';

/**
 * Registers the multipart parser in the calling plugin's scope only (other routes keep answering
 * 415 to multipart bodies). File size and count are checked by readUpload, which answers the
 * API's own 413 instead of the parser's errors.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: COMMUNICATION_LIMITS.fileMaxBytes } });
}

/**
 * For multipart routes: the body is read as a stream by the handler (readUpload + parseInput), so
 * the declared body schema only documents it; params and query are validated as everywhere else.
 */
export function multipartValidatorCompiler(route: FastifyRouteSchemaDef<unknown>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data) => ({ value: data });
  return validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);
}

/** Up to 10 files of ≤ 25 MB in a multipart field, for the OpenAPI document. */
export const filesField = (description: string) =>
  z
    .array(z.file().max(COMMUNICATION_LIMITS.fileMaxBytes))
    .max(COMMUNICATION_LIMITS.filesPerMessage)
    .optional()
    .describe(description);
