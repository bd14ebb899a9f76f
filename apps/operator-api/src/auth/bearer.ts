const BEARER = /^Bearer\s+([A-Za-z0-9\-._~+/]{1,512}=*)\s*$/i;

/** The token of an `Authorization: Bearer …` header (RFC 6750 §2.1), or undefined. */
export function readBearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}
