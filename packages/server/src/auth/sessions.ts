import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RefreshResponse, TokenResponse } from '@karvon/contracts';
import type { Orm } from '../db/database.ts';
import { refreshTokens, roles, sessions, users } from '../db/schema.ts';
import { currentSnapshot, snapshotColumn } from './snapshot.ts';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens.ts';

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
  /** Spends a refresh token for a new pair in the same session; null when the token is not accepted. */
  refresh(refreshToken: string): Promise<RefreshResponse | null>;
  /** The live session and its user for a bearer access token; null when not accepted. */
  authenticate(accessToken: string): Promise<Authenticated | null>;
  revoke(sessionId: string): Promise<void>;
}

type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Live sessions remembered between requests; beyond this the oldest is forgotten (and simply read again). */
const REMEMBERED_SESSIONS = 5_000;

export interface SessionSettings {
  accessTokens: AccessTokens;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export function createSessions(
  orm: Orm,
  { accessTokens, accessTokenTtlSeconds, refreshTokenTtlSeconds }: SessionSettings,
): Sessions {
  const liveSessions = new Map<string, { user: SessionUser; snapshot: string }>();

  async function issue(tx: Orm | Transaction, userId: number, sessionId: string): Promise<TokenResponse> {
    const refreshToken = newRefreshToken();
    await tx.insert(refreshTokens).values({
      tokenHash: hashRefreshToken(refreshToken),
      sessionId,
      expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
    });
    return {
      access_token: await accessTokens.sign({ userId, sessionId }),
      refresh_token: refreshToken,
      expires_in: accessTokenTtlSeconds,
    };
  }

  return {
    start: (userId) =>
      orm.transaction(async (tx) => {
        const [session] = await tx.insert(sessions).values({ userId }).returning({ id: sessions.id });
        if (!session) throw new Error('The session was not created');
        return issue(tx, userId, session.id);
      }),

    refresh: (refreshToken) =>
      orm.transaction(async (tx) => {
        const now = new Date();
        const tokenHash = hashRefreshToken(refreshToken);
        // Spending is one atomic update, so two concurrent refreshes cannot both succeed.
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
          .returning({ sessionId: refreshTokens.sessionId });
        if (!spent) {
          const [reused] = await tx
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, now)));
          // A spent token coming back means it leaked: end the session for whoever holds its tokens.
          if (reused) {
            await tx
              .update(sessions)
              .set({ revokedAt: now })
              .where(and(eq(sessions.id, reused.sessionId), isNull(sessions.revokedAt)));
          }
          return null;
        }
        const [session] = await tx
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(and(eq(sessions.id, spent.sessionId), isNull(sessions.revokedAt)));
        if (!session) return null;
        return { ...(await issue(tx, session.userId, spent.sessionId)), token: 'Bearer' as const };
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
