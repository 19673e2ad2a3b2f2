import { eq, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { signInFailures } from '../db/schema.ts';
import type { Language } from '../domain/application-messages.ts';

/**
 * Per-account sign-in throttle (beside the per-address rate limit), counted in the database so that it holds
 * across restarts and across servers on one PostgreSQL. It is keyed by the phone as the contract admits it (12
 * digits, already its normal form), known or unknown alike, so a lock tells nothing about who has an account; or,
 * when the sign-in presents a genuine device cookie for that phone (device-cookie.ts), by `device:<nonce>`.
 *
 * Five failures within 15 minutes are free (typos); then each failure locks the key for 1, 2, 4 … seconds, never
 * more than 60, which leaves an attacker about 60 guesses an hour per account: useless against the password policy
 * (12+ characters, zxcvbn score 3 or more: ~10^8 guesses and up). The cap alone does not protect the real user: one
 * wrong guess a minute, timed by Retry-After, keeps a phone locked for ever. What does is the device key: a browser
 * that has signed in to the account before is counted on its own, so failures from elsewhere never lock it out, and
 * a stolen device cookie is still throttled by its own count. Only a browser new to the account waits out the lock.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  windowMs: 15 * 60_000,
  maxLockSeconds: 60,
} as const;

/** How long the n-th failure in a row locks its key, in seconds. */
export function lockSeconds(failures: number): number {
  const beyond = failures - SIGN_IN_THROTTLE.freeFailures;
  return beyond <= 0 ? 0 : Math.min(2 ** (beyond - 1), SIGN_IN_THROTTLE.maxLockSeconds);
}

export interface SignInThrottle {
  /**
   * Counts an attempt under the key (a phone or `device:<nonce>`) as a failure before its password is checked, so
   * that guesses sent at once (from many addresses) are all counted. Answers 0 to go on, or the seconds it stays locked.
   */
  attempt(key: string): Promise<number>;
  /** The right password: the count under that key starts again. */
  succeeded(key: string): Promise<void>;
}

export function createSignInThrottle(orm: Orm): SignInThrottle {
  return {
    attempt: (key) =>
      orm.transaction(async (tx) => {
        const now = new Date();
        const windowStart = new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs).toISOString();
        // One statement per key's row: a concurrent attempt waits for this one's lock to be set, then sees it.
        const [counted] = await tx
          .insert(signInFailures)
          .values({ key, failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: signInFailures.key,
            set: {
              failures: sql`case when ${signInFailures.lastFailureAt} > ${windowStart}::timestamptz
                then ${signInFailures.failures} + 1 else 1 end`,
              lastFailureAt: now,
            },
            setWhere: sql`${signInFailures.lockedUntil} is null or ${signInFailures.lockedUntil} <= ${now.toISOString()}::timestamptz`,
          })
          .returning({ failures: signInFailures.failures });
        if (counted) {
          const lock = lockSeconds(counted.failures);
          if (lock > 0)
            await tx
              .update(signInFailures)
              .set({ lockedUntil: new Date(now.getTime() + lock * 1000) })
              .where(eq(signInFailures.key, key));
          return 0;
        }
        const [locked] = await tx
          .select({ until: signInFailures.lockedUntil })
          .from(signInFailures)
          .where(eq(signInFailures.key, key));
        return Math.max(1, Math.ceil(((locked?.until?.getTime() ?? 0) - now.getTime()) / 1000));
      }),

    async succeeded(key) {
      // Rows quiet for longer than the window count for nothing any more: they go too.
      const windowStart = new Date(Date.now() - SIGN_IN_THROTTLE.windowMs);
      await orm
        .delete(signInFailures)
        .where(or(eq(signInFailures.key, key), lt(signInFailures.lastFailureAt, windowStart)));
    },
  };
}

/** The 429 sentence: "Too many failed sign-in attempts, try again in N seconds". */
export function tooManySignIns(language: Language, seconds: number): string {
  const russianSeconds: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'секунду', few: 'секунды' };
  const unit = russianSeconds[new Intl.PluralRules('ru').select(seconds)] ?? 'секунд';
  return {
    ru: `Слишком много неудачных попыток входа, попробуйте снова через ${seconds} ${unit}`,
    uz: `Kirishga muvaffaqiyatsiz urinishlar juda ko'p, ${seconds} soniyadan so'ng qayta urinib ko'ring`,
    'uz-Cyrl': `Киришга муваффақиятсиз уринишлар жуда кўп, ${seconds} сониядан сўнг қайта уриниб кўринг`,
  }[language];
}
