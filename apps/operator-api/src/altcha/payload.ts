import { z } from 'zod';
import type { Challenge, Payload, Solution } from 'altcha-lib';

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/**
 * The string the altcha v3 widget puts into the form field: base64 of the JSON
 * `{ challenge: { parameters, signature }, solution }` (altcha 3.2 `verify()`, non-v1 branch).
 */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return Buffer.from(json, 'utf8').toString('base64');
}

/** Undefined for anything that is not a well-formed widget payload. */
export function decodeAltchaPayload(value: string): Payload | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = PayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
