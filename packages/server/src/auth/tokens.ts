import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'karvon';
const AUDIENCE = 'karvon-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** When a token was issued and when it expires (whole seconds since the epoch, as in the JWT), and its id. */
export interface AccessTokenTimes {
  issuedAt: number;
  expiresAt: number;
  tokenId: string;
}

export interface AccessTokens {
  /** The same claims and times give the same token (HS256 is deterministic): a refresh can be answered twice. */
  sign(claims: AccessClaims & AccessTokenTimes): Promise<string>;
  /** The claims of a valid, unexpired token signed by this server; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Tokens whose signature was already checked; enough for every live token of a busy day. */
const REMEMBERED_TOKENS = 10_000;

export function createAccessTokens(secret: Uint8Array): AccessTokens {
  /*
   * A token's signature and claims never change, so a token that verified once verifies again until it expires:
   * its claims are kept (by the whole token text) instead of HMAC-checking it on every request. Only accepted
   * tokens are kept; whether the session is still live is asked of the database each time (sessions.ts).
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  async function verifySignature(
    token: string,
  ): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      return Number.isInteger(userId) && typeof payload.sid === 'string' && typeof payload.exp === 'number'
        ? { claims: { userId, sessionId: payload.sid }, expiresAtMs: payload.exp * 1000 }
        : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    sign: ({ userId, sessionId, issuedAt, expiresAt, tokenId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(tokenId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret),
    async verify(token) {
      const remembered = verified.get(token);
      if (remembered !== undefined) {
        // jose refuses a token once now >= exp; so does the memory.
        if (Date.now() < remembered.expiresAtMs) return remembered.claims;
        verified.delete(token);
      }
      const checked = await verifySignature(token);
      if (checked === null) return null;
      verified.set(token, checked);
      if (verified.size > REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      return checked.claims;
    },
  };
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces a spent one: an HMAC of the spent token and its row under the server's secret.
 * Whoever presents the spent token again within the grace window is answered the same successor, and it is stored
 * nowhere in clear; the row id makes it unique even if the same token text were ever issued twice.
 */
export function successorRefreshToken(secret: Uint8Array, spentId: number, spent: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-successor\u0000${spentId}\u0000${spent}`)
    .digest('base64url');
}
