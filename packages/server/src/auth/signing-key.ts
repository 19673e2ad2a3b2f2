import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { serverSecrets } from '../db/schema.ts';

const JWT_KEY = 'jwt_signing_key';

/**
 * The configured secret, or the key this database was given on its first start, so that tokens
 * survive restarts. Concurrent first starts agree on one key: only the first insert wins.
 */
export async function loadSigningKey(orm: Orm, configuredSecret: string | null): Promise<Uint8Array> {
  if (configuredSecret !== null) return new TextEncoder().encode(configuredSecret);
  await orm
    .insert(serverSecrets)
    .values({ name: JWT_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [secret] = await orm
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, JWT_KEY));
  if (!secret) throw new Error('The JWT signing key could not be stored');
  return Buffer.from(secret.value, 'base64url');
}
