import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProviderConfig } from '@/lib/platform/schemas';

/**
 * The check an ID token passes before the platform ever sees it: signed by a key of the provider's JWKS
 * (RS256 only, so an `alg: none` or HMAC token signed with the public key is refused), issued by the
 * provider, for this merchant's client, fresh, and answering the nonce this server put in the sign-in.
 * The provider's configuration comes from the platform settings held by the server, never from the browser.
 */

/** Why a token was refused; the callback screen words each for the player. */
export type IdTokenProblem = 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce' | 'unavailable';

export class IdTokenError extends Error {
  constructor(
    readonly problem: IdTokenProblem,
    message: string,
  ) {
    super(message);
    this.name = 'IdTokenError';
  }
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
}

/** The provider issues tokens for 10 minutes; an older `iat` is refused even if `exp` says otherwise. */
const MAX_TOKEN_AGE = '10m';
const CLOCK_TOLERANCE_SECONDS = 30;

// One key set per provider and JWKS address: jose keeps the fetched keys and refetches (rate-limited) when a
// token names a kid it has not seen, so a provider's key rotation needs no restart. Held on globalThis
// because route handlers and server actions may load this module in separate bundles.
const holder = globalThis as typeof globalThis & { __mcJwks?: Map<string, { uri: string; keys: JWTVerifyGetKey }> };
const keySets = (holder.__mcJwks ??= new Map());

function keySetOf(config: SocialProviderConfig): JWTVerifyGetKey {
  const cached = keySets.get(config.provider);
  if (cached?.uri === config.jwksUri) return cached.keys;
  const keys = createRemoteJWKSet(new URL(config.jwksUri));
  keySets.set(config.provider, { uri: config.jwksUri, keys });
  return keys;
}

function problemOf(error: unknown): IdTokenProblem {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iat' || error.claim === 'nbf' || error.claim === 'exp') return 'expired';
    return 'malformed';
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return 'signature';
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JOSENotSupported) {
    return 'malformed';
  }
  // The key set could not be fetched or read: the provider is down or misconfigured, not the token forged.
  return 'unavailable';
}

export async function verifyIdToken(
  token: string,
  config: SocialProviderConfig,
  expectedNonce: string,
): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(config), {
      issuer: config.issuer,
      audience: config.clientId,
      algorithms: ['RS256'],
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new IdTokenError(problemOf(error), error instanceof Error ? error.message : String(error));
  }
  // The nonce binds the token to the sign-in this server started: a token lifted from another sign-in fails here.
  if (!expectedNonce || payload.nonce !== expectedNonce) {
    throw new IdTokenError('nonce', 'The ID token does not carry the nonce of this sign-in');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw new IdTokenError('malformed', 'The ID token has no subject');
  return { subject: payload.sub, email: typeof payload.email === 'string' ? payload.email : null };
}
