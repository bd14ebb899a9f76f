import { z } from 'zod';
import { AltchaPayloadFieldSchema } from './altcha.ts';

/** POST oauth/token, form-encoded. The client authenticates with the basic client credential. */
export const PasswordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  /** The payload string an altcha widget produces after solving the challenge. */
  altcha: AltchaPayloadFieldSchema,
});

export const RefreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512),
});

export const TokenRequestSchema = z.discriminatedUnion('grant_type', [PasswordGrantSchema, RefreshGrantSchema]);

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until access_token expires. */
  expires_in: z.number().int().positive(),
  token_type: z.literal('bearer'),
  /** Issued only to residents who may use the marketplace (insurance). */
  marketplace_token: z.string().optional(),
});

/** POST oauth/revoke, form-encoded. */
export const RevokeRequestSchema = z.object({
  token: z.string().min(1).max(512),
});

/** OAuth 2.0 error body (RFC 6749 §5.2); spec §4 passes error_description on. */
export const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});

export type PasswordGrant = z.infer<typeof PasswordGrantSchema>;
export type RefreshGrant = z.infer<typeof RefreshGrantSchema>;
export type TokenRequest = z.infer<typeof TokenRequestSchema>;
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
export type RevokeRequest = z.infer<typeof RevokeRequestSchema>;
export type OAuthError = z.infer<typeof OAuthErrorSchema>;

/** The error_description the portal treats as "log the resident out" (spec §8). */
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';
/** The error_description of a wrong login or password (mapped to Russian by spec §8). */
export const INVALID_USER_CREDENTIALS = 'Invalid user credentials';
