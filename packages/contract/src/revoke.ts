import { z } from 'zod';

/** POST oauth/revoke answers an empty object, also for an unknown token (RFC 7009 §2.2). */
export const RevokeResponseSchema = z.strictObject({});

export type RevokeResponse = z.infer<typeof RevokeResponseSchema>;
