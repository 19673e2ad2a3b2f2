import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

// ~0.1 s per hash on one core; the parameters are stored in each hash, so raising them later keeps old hashes valid.
const CURRENT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, CURRENT);
  return [
    'scrypt',
    CURRENT.N,
    CURRENT.r,
    CURRENT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return null;
  return {
    parameters: { N: Number(N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/**
 * Without a stored hash (unknown phone) the same scrypt work is still done, so the answer time
 * does not tell which phones have accounts.
 */
export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  const stored = storedHash === null ? null : parse(storedHash);
  if (stored === null) {
    await derive(password, randomBytes(SALT_LENGTH), CURRENT);
    return false;
  }
  const key = await derive(password, stored.salt, stored.parameters);
  return key.length === stored.key.length && timingSafeEqual(key, stored.key);
}
