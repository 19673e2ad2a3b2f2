import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Orm } from '../db/database.ts';
import { storedSecret } from './signing-key.ts';

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies"): a successful sign-in leaves the
 * browser `karvon_device=<phone>.<nonce>.<HMAC-SHA256(key, phone, nonce)>`. A sign-in to that phone presenting it is
 * throttled under the device (sign-in-throttle.ts), so failures from elsewhere never lock that browser out.
 * HttpOnly (no script reads it) and sent only to the sign-in path.
 */
const NAME = 'karvon_device';
const PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY_NAME = 'device_cookie_key';

export interface DeviceCookies {
  /** The device's nonce when the Cookie header holds a genuine device cookie for this phone; null otherwise. */
  deviceOf(cookieHeader: string | undefined, phone: string): Promise<string | null>;
  /** A Set-Cookie value for a new device of the phone; `Secure` when the sign-in came over https. */
  issue(phone: string, secure: boolean): Promise<string>;
}

function cookieValue(header: string | undefined): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [name, value] = pair.trim().split('=');
    if (name === NAME) return value;
  }
  return undefined;
}

export function createDeviceCookies(orm: Orm): DeviceCookies {
  let key: Promise<Buffer> | undefined;
  async function signature(phone: string, nonce: string): Promise<string> {
    key ??= storedSecret(orm, KEY_NAME).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(`device-cookie\u0000${phone}\u0000${nonce}`)
      .digest('base64url');
  }

  return {
    async deviceOf(cookieHeader, phone) {
      const [cookiePhone, nonce, presented, ...rest] = cookieValue(cookieHeader)?.split('.') ?? [];
      if (cookiePhone !== phone || nonce === undefined || presented === undefined || rest.length > 0)
        return null;
      const expected = Buffer.from(await signature(phone, nonce));
      const given = Buffer.from(presented);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },

    async issue(phone, secure) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${phone}.${nonce}.${await signature(phone, nonce)}`;
      return `${NAME}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=${PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}
