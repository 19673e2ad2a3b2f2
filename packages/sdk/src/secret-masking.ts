/** What a shown message carries in place of a credential the server echoed back. */
export const MASKED_SECRET = '•••';

/** Shorter values are no credentials, and masking them would garble ordinary words. */
const MIN_SECRET_LENGTH = 8;

/**
 * `text` with every occurrence of each secret (an access or refresh token) replaced by MASKED_SECRET, so that a
 * server message quoting a token never reaches the screen. The message itself stays: it may say what went wrong.
 */
export function maskSecrets(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  const usable = [...new Set(secrets)]
    .filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH)
    // Longest first, so that a token containing another is masked whole.
    .sort((a, b) => b.length - a.length);
  let masked = text;
  // A secret may contain the mask itself and so reappear; each pass shortens the text, so this ends.
  while (usable.some((secret) => masked.includes(secret))) {
    for (const secret of usable) masked = masked.split(secret).join(MASKED_SECRET);
  }
  return masked;
}

/** The credential of an `Authorization` header value (`Bearer <token>` -> `<token>`). */
export function credentialOf(authorization: string | null | undefined): string | undefined {
  return authorization?.trim().split(/\s+/).at(-1);
}
