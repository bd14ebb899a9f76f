import { z } from 'zod';

/**
 * GET client/freeAccess/altcha/getChallenge — an altcha-lib v2 challenge, passed to the altcha
 * widget as is. Its inner shape belongs to altcha; the contract only guarantees an object.
 */
export const AltchaChallengeSchema = z.looseObject({});

export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
