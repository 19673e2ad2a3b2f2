/**
 * `document.cookie` of one origin, shared by all its tabs: keeps what is written (name=value and `expires`) and
 * leaves out a cookie once the clock (`Date.now`, which a test may fake) has reached its expiry.
 */
export function cookieJar() {
  const cookies = new Map<string, { value: string; expires: number }>();
  return {
    get cookie(): string {
      return [...cookies]
        .filter(([, { expires }]) => Date.now() < expires)
        .map(([name, { value }]) => `${name}=${value}`)
        .join('; ');
    },
    set cookie(written: string) {
      const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      cookies.set(pair.slice(0, pair.indexOf('=')), {
        value: pair.slice(pair.indexOf('=') + 1),
        expires: expires ? Date.parse(expires.slice('expires='.length)) : Number.POSITIVE_INFINITY,
      });
    },
  };
}
