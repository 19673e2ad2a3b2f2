import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'karvon';
const AUDIENCE = 'karvon-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by this server; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Tokens whose signature was already checked; enough for every live token of a busy day. */
const REMEMBERED_TOKENS = 10_000;

export function createAccessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
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
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
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
