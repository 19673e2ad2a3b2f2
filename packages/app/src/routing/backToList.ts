/**
 * Where a screen opened from a list returns: the list as it was left (`back`, its path with the filters and page),
 * when `back` is a same-origin address of that very list; anything else (another page, another site) gives the
 * plain list.
 */
export function backToList(back: string | null, listPath: string): string {
  if (!back?.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return listPath;
  const origin = 'http://karvon.invalid';
  const url = new URL(back, origin);
  return url.origin === origin && url.pathname === listPath ? `${url.pathname}${url.search}` : listPath;
}
