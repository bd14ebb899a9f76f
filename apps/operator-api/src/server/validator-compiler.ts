import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

const russian = z.locales.ru().localeError;

/** A request part that failed its contract schema; the messages are Russian (zod's ru locale). */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly issues: readonly z.core.$ZodIssue[];
  /** What was validated, so the oauth mapper can tell an unknown grant_type from a missing one. */
  readonly input: unknown;

  constructor(issues: readonly z.core.$ZodIssue[], input: unknown) {
    super(issues.map((issue) => issue.message).join('; '));
    this.name = 'RequestValidationError';
    this.issues = issues;
    this.input = input;
  }
}

/**
 * Validates with the route's zod schema (like fastify-type-provider-zod's compiler) but with
 * Russian messages per call, leaving zod's global configuration alone.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: russian });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, data) };
  };

/**
 * Validates data a route reads itself (multipart fields) exactly like the compiler validates a
 * declared schema: the same Russian messages, the same 400 body.
 */
export function parseInput<T extends ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { error: russian });
  if (!result.success) throw new RequestValidationError(result.error.issues, data);
  return result.data;
}
