import { createCookieTokenStore, createKarvonClients } from '@karvon/sdk';
import { currentIntl } from './i18n/intl.ts';
import { localeState } from './i18n/locale.ts';
import { showErrorNotice } from './notify/notify.ts';
import { trackedFetch } from './shell/activity.ts';

const tokenStore = createCookieTokenStore();

/**
 * The server writes its sentences (refusals, field errors) in the language it is asked in: the interface's, not the
 * browser's own `Accept-Language`, which may differ.
 */
function fetchInInterfaceLanguage(request: Request): Promise<Response> {
  request.headers.set('accept-language', localeState.locale);
  return trackedFetch(request);
}
let sessionExpired = () => {};

/**
 * The app's one pair of API clients: bound to the browser's cookies, the toasts and the loading bar. Screens call
 * the SDK's resource functions with them (`getProfile(clients)`), so each route's chunk carries only the calls it
 * makes.
 */
export const clients = createKarvonClients({
  tokenStore,
  fetch: fetchInInterfaceLanguage,
  onError: (notice) => showErrorNotice(notice, currentIntl()),
  onSessionExpired: () => sessionExpired(),
});

/** The session store listens here; the guard then sends the user to sign-in with `next` (SPEC §4). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

export const hasStoredSession = () => Boolean(tokenStore.getAccessToken() ?? tokenStore.getRefreshToken());
