import { z } from 'zod';

/**
 * GET client/freeAccess/altcha/getChallenge — an altcha-lib v2 challenge, passed to the altcha
 * widget as is. Its inner shape belongs to altcha; the contract only guarantees an object.
 */
export const AltchaChallengeSchema = z.looseObject({});

export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** The payload string an altcha widget produces after solving a challenge (login, /pay, registration). */
export const AltchaPayloadFieldSchema = z.string().min(1).max(8192);
