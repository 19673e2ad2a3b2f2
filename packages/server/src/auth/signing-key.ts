import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/database.ts';
import { serverSecrets } from '../db/schema.ts';

const JWT_KEY = 'jwt_signing_key';

/**
 * A random secret kept in the database under `name`, made on its first use. Concurrent first uses (several servers
 * starting at once) agree on one: only the first insert wins.
 */
export async function storedSecret(orm: Orm, name: string): Promise<Buffer> {
  await orm
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [secret] = await orm
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!secret) throw new Error(`The secret ${name} could not be stored`);
  return Buffer.from(secret.value, 'base64url');
}

/** The configured secret, or the key this database was given on its first start, so that tokens survive restarts. */
export async function loadSigningKey(orm: Orm, configuredSecret: string | null): Promise<Uint8Array> {
  if (configuredSecret !== null) return new TextEncoder().encode(configuredSecret);
  return storedSecret(orm, JWT_KEY);
}
