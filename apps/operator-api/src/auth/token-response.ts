import type { TokenResponse } from '@resident/contract';
import type { IssuedTokens } from './token-service.ts';

/** A new session as the oauth token endpoint answers it (RFC 6749 §5.1), also after a confirmed email or a reset. */
export function toTokenResponse(tokens: IssuedTokens): TokenResponse {
  const response: TokenResponse = {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    token_type: 'bearer',
  };
  if (tokens.marketplaceToken) response.marketplace_token = tokens.marketplaceToken;
  return response;
}
