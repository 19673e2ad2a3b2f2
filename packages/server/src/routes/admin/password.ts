import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordReset, PasswordResetRequest } from '@karvon/contracts';
import { passwordError } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Orm } from '../../db/database.ts';
import { passwordResetCodes, passwordResetRequests, sessions, users } from '../../db/schema.ts';
import { refuse } from '../../domain/admin-messages.ts';
import { HttpError } from '../../http-errors.ts';
import { RESET_CODE, newResetCode, resetCodeUsable } from '../../domain/admin-rules.ts';
import type { OperationHandler } from '../types.ts';

/** packages/server/.data/sms, from src/routes/admin or dist/routes/admin alike. */
const DEFAULT_SMS_OUTBOX = fileURLToPath(new URL('../../../.data/sms', import.meta.url));

/** Where the SMS that would be sent are written (no SMS gateway exists): one JSON file per message. */
export function smsOutboxDir(): string {
  return process.env.SMS_OUTBOX_DIR || DEFAULT_SMS_OUTBOX;
}

async function sendSms(to: string, text: string, now: Date): Promise<void> {
  const dir = smsOutboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  await writeFile(
    join(dir, `${stamp}-${to}-${randomInt(1_000_000)}.json`),
    `${JSON.stringify({ to, sent_at: now.toISOString(), text }, null, 2)}\n`,
    { mode: 0o600 },
  );
}

const smsText = (code: string) =>
  `Karvon: parolni tiklash kodi ${code}. Kod 10 daqiqa amal qiladi. / ` +
  `Код для восстановления пароля: ${code}. Действует 10 минут.`;

/**
 * Password recovery over SMS. The request always answers 204, known phone or not (accounts cannot be probed),
 * and is limited per phone and per client in the database, so the limit holds across restarts and instances.
 * The code is never logged nor answered: only its scrypt hash is stored.
 */
export function passwordHandlers(orm: Orm) {
  const requestPasswordReset: OperationHandler = async (request, reply) => {
    const { phone } = request.body as PasswordResetRequest;
    const now = new Date();
    const since = new Date(now.getTime() - RESET_CODE.windowMs);
    const client = request.ip;
    const code = newResetCode(randomInt);
    // Hashed whether or not the phone is known, so the answer takes as long either way.
    const codeHash = await hashPassword(code);
    const user = await orm.transaction(async (tx) => {
      const [[byPhone], [byClient]] = await Promise.all([
        tx
          .select({ total: count() })
          .from(passwordResetRequests)
          .where(and(eq(passwordResetRequests.phone, phone), gt(passwordResetRequests.createdAt, since))),
        tx
          .select({ total: count() })
          .from(passwordResetRequests)
          .where(and(eq(passwordResetRequests.client, client), gt(passwordResetRequests.createdAt, since))),
      ]);
      if ((byPhone?.total ?? 0) >= RESET_CODE.perPhone || (byClient?.total ?? 0) >= RESET_CODE.perClient)
        throw refuse(request, 429, 'tooManyRequests');
      await tx.insert(passwordResetRequests).values({ phone, client, createdAt: now });
      const [found] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.isActive, true)));
      if (!found) return null;
      // A new code replaces any earlier one.
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(and(eq(passwordResetCodes.userId, found.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({
        userId: found.id,
        codeHash,
        expiresAt: new Date(now.getTime() + RESET_CODE.ttlMs),
        createdAt: now,
      });
      return found;
    });
    if (user !== null) await sendSms(phone, smsText(code), now);
    reply.code(204);
    return undefined;
  };

  /** A wrong code counts an attempt; the right one sets the password and signs the user out everywhere. */
  const resetPassword: OperationHandler = async (request, reply) => {
    const { phone, code, password } = request.body as PasswordReset;
    const now = new Date();
    const [candidate] = await orm
      .select({
        id: passwordResetCodes.id,
        userId: users.id,
        name: users.name,
        codeHash: passwordResetCodes.codeHash,
      })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(and(eq(users.phone, phone), eq(users.isActive, true), isNull(passwordResetCodes.usedAt)))
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    const newHash = await hashPassword(password);
    const matches = await verifyPassword(code, candidate?.codeHash ?? null);
    // Only for the right code: the estimate costs up to ~0.1 s of the event loop for a long password.
    const weakPassword = matches ? passwordError(request, password, { phone, name: candidate?.name }) : null;
    const accepted = await orm.transaction(async (tx) => {
      if (!candidate) return false;
      const [current] = await tx
        .select({
          expiresAt: passwordResetCodes.expiresAt,
          attempts: passwordResetCodes.attempts,
          usedAt: passwordResetCodes.usedAt,
        })
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.id, candidate.id))
        .for('update');
      if (!current || resetCodeUsable(current, now) !== 'ok') return false;
      if (!matches) {
        await tx
          .update(passwordResetCodes)
          .set({ attempts: current.attempts + 1 })
          .where(eq(passwordResetCodes.id, candidate.id));
        return false;
      }
      // Said only to whoever holds the right code (it may name the account's name), and the code stays usable.
      if (weakPassword) throw new HttpError(400, [weakPassword]);
      await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, candidate.id));
      await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, candidate.userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, candidate.userId), isNull(sessions.revokedAt)));
      return true;
    });
    if (!accepted) throw refuse(request, 400, 'wrongCode', 'code');
    reply.code(204);
    return undefined;
  };

  return { requestPasswordReset, resetPassword };
}
