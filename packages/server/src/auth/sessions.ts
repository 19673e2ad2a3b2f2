import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RefreshResponse, TokenResponse } from '@karvon/contracts';
import type { ServerConfig } from '../config.ts';
import type { Orm } from '../db/database.ts';
import { refreshTokens, roles, sessions, users } from '../db/schema.ts';
import { currentSnapshot, snapshotColumn } from './snapshot.ts';
import { createAccessTokens, hashRefreshToken, newRefreshToken, successorRefreshToken } from './tokens.ts';

export interface SessionUser {
  id: number;
  name: string;
  phone: string;
  isAdmin: boolean;
  roleId: number | null;
  roleName: string | null;
  branchId: number | null;
}

export interface Authenticated {
  sessionId: string;
  user: SessionUser;
  /** `pg_current_snapshot()` when the session and user were found live: what remembered facts are checked against. */
  snapshot: string;
}

export interface Sessions {
  /** Opens a new session for a user and answers its first token pair. */
  start(userId: number): Promise<TokenResponse>;
  /**
   * Spends a refresh token for a new pair in the same session; null when the token is not accepted. The same token
   * presented again within REFRESH_GRACE_MS gets the same pair (two tabs refreshing at once); later, it ends the session.
   */
  refresh(refreshToken: string): Promise<RefreshResponse | null>;
  /** The live session and its user for a bearer access token; null when not accepted. */
  authenticate(accessToken: string): Promise<Authenticated | null>;
  revoke(sessionId: string): Promise<void>;
}

type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Live sessions remembered between requests; beyond this the oldest is forgotten (and simply read again). */
const REMEMBERED_SESSIONS = 5_000;

/** How long a just-spent refresh token still answers the pair it was spent for. */
export const REFRESH_GRACE_MS = 10_000;

export type SessionLifetimes = Pick<
  ServerConfig,
  'accessTokenTtlSeconds' | 'sessionIdleTimeoutSeconds' | 'sessionMaxLifetimeSeconds'
>;

interface LiveSession {
  id: string;
  userId: number;
  /** The absolute end: sign-in plus the maximum lifetime. */
  endsAt: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const refreshTokenColumns = {
  id: refreshTokens.id,
  sessionId: refreshTokens.sessionId,
  usedAt: refreshTokens.usedAt,
  expiresAt: refreshTokens.expiresAt,
};

/** `secret` signs access tokens and derives refresh tokens' successors (loadSigningKey). */
export function createSessions(orm: Orm, secret: Uint8Array, lifetimes: SessionLifetimes): Sessions {
  const accessTokens = createAccessTokens(secret);
  const liveSessions = new Map<string, { user: SessionUser; snapshot: string }>();

  /**
   * The pair issued at `issuedAt` with the refresh token of row `refreshId`. Everything in it follows from those,
   * so answering it again later gives the same tokens; `expires_in` counts from now and neither token outlives
   * the session.
   */
  async function pair(
    session: LiveSession,
    refreshToken: string,
    refreshId: number,
    issuedAt: Date,
    now: Date,
  ): Promise<TokenResponse> {
    const expiresAt = Math.min(seconds(issuedAt) + lifetimes.accessTokenTtlSeconds, seconds(session.endsAt));
    const accessToken = await accessTokens.sign({
      userId: session.userId,
      sessionId: session.id,
      issuedAt: seconds(issuedAt),
      expiresAt,
      tokenId: String(refreshId),
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: Math.max(1, expiresAt - seconds(now)),
    };
  }

  /** Stores a new refresh token, expiring after the idle timeout or at the session's end, and answers its pair. */
  async function issue(tx: Transaction, session: LiveSession, refreshToken: string, now: Date) {
    const idleEnd = now.getTime() + lifetimes.sessionIdleTimeoutSeconds * 1000;
    const [row] = await tx
      .insert(refreshTokens)
      .values({
        tokenHash: hashRefreshToken(refreshToken),
        sessionId: session.id,
        createdAt: now,
        expiresAt: new Date(Math.min(idleEnd, session.endsAt.getTime())),
      })
      .returning({ id: refreshTokens.id });
    if (!row) throw new Error('The refresh token was not stored');
    return pair(session, refreshToken, row.id, now, now);
  }

  const endOf = (createdAt: Date) =>
    new Date(createdAt.getTime() + lifetimes.sessionMaxLifetimeSeconds * 1000);

  return {
    start: (userId) =>
      orm.transaction(async (tx) => {
        const now = new Date();
        const [session] = await tx
          .insert(sessions)
          .values({ userId, createdAt: now })
          .returning({ id: sessions.id });
        if (!session) throw new Error('The session was not created');
        return issue(tx, { id: session.id, userId, endsAt: endOf(now) }, newRefreshToken(), now);
      }),

    refresh: (refreshToken) =>
      orm.transaction(async (tx) => {
        const now = new Date();
        const tokenHash = hashRefreshToken(refreshToken);
        // Spending is one atomic update: of two concurrent refreshes one spends the token, the other (waiting
        // for its row lock) finds it spent a moment ago and takes the grace path below.
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning(refreshTokenColumns);
        const [token] = spent
          ? [spent]
          : await tx
              .select(refreshTokenColumns)
              .from(refreshTokens)
              .where(eq(refreshTokens.tokenHash, tokenHash));
        // Unknown, or expired before it was spent.
        if (!token?.usedAt) return null;

        const [row] = await tx
          .select({ userId: sessions.userId, createdAt: sessions.createdAt })
          .from(sessions)
          .where(and(eq(sessions.id, token.sessionId), isNull(sessions.revokedAt)));
        if (!row) return null;
        const session = { id: token.sessionId, userId: row.userId, endsAt: endOf(row.createdAt) };
        if (now >= session.endsAt) return null;
        const successor = successorRefreshToken(secret, token.id, refreshToken);
        if (spent) return { ...(await issue(tx, session, successor, now)), token: 'Bearer' as const };

        if (now.getTime() - token.usedAt.getTime() <= REFRESH_GRACE_MS) {
          const [next] = await tx
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashRefreshToken(successor)));
          if (!next) return null;
          return {
            ...(await pair(session, successor, next.id, token.usedAt, now)),
            token: 'Bearer' as const,
          };
        }
        // A spent token coming back later means it leaked: end the session for whoever holds its tokens.
        if (token.expiresAt > now) {
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.id, token.sessionId), isNull(sessions.revokedAt)));
        }
        return null;
      }),

    async authenticate(accessToken) {
      const claims = await accessTokens.verify(accessToken);
      if (claims === null) return null;
      // A session and user found live in the current snapshot are still live: one trivial query instead of the join.
      const remembered = liveSessions.get(claims.sessionId);
      if (remembered !== undefined && remembered.user.id === claims.userId) {
        const snapshot = await currentSnapshot(orm);
        if (snapshot === remembered.snapshot)
          return { sessionId: claims.sessionId, user: remembered.user, snapshot };
      }
      const [row] = await orm
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          isAdmin: users.isAdmin,
          roleId: users.roleId,
          roleName: roles.name,
          branchId: users.branchId,
          snapshot: snapshotColumn,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            // A deactivated account loses its sessions at once, whatever tokens it still holds.
            eq(users.isActive, true),
          ),
        );
      if (row === undefined) {
        liveSessions.delete(claims.sessionId);
        return null;
      }
      const { snapshot, ...user } = row;
      liveSessions.delete(claims.sessionId);
      liveSessions.set(claims.sessionId, { user, snapshot });
      if (liveSessions.size > REMEMBERED_SESSIONS) liveSessions.delete(liveSessions.keys().next().value!);
      return { sessionId: claims.sessionId, user, snapshot };
    },

    async revoke(sessionId) {
      await orm
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
  };
}
