import { createCookieTokenStore, createKarvonApi } from '@karvon/sdk';
import { currentIntl } from './i18n/intl.ts';
import { showErrorNotice } from './notify/notify.ts';
import { trackedFetch } from './shell/activity.ts';

const tokenStore = createCookieTokenStore();
let sessionExpired = () => {};

/** The app's one API: the SDK bound to the browser's cookies and to the toasts. */
export const api = createKarvonApi({
  tokenStore,
  fetch: trackedFetch,
  onError: (notice) => showErrorNotice(notice, currentIntl()),
  onSessionExpired: () => sessionExpired(),
});

/** The session store listens here; the guard then sends the user to sign-in with `next` (SPEC §4). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

export const hasStoredSession = () => Boolean(tokenStore.getAccessToken() ?? tokenStore.getRefreshToken());
