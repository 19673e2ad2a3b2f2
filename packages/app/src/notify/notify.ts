import toast from 'react-hot-toast';
import type { IntlShape } from 'react-intl';
import { describeLoginFailure, type ErrorNotice } from '@karvon/sdk';
import type { MessageId } from '../i18n/messages/ru.ts';

// SPEC §8–§9: at most 5 error toasts at once; sign-in toasts last 3 s, others 5 s.
export const maxToasts = 5;
export const toastDuration = 5000;
export const loginToastDuration = 3000;

const visible: string[] = [];

/**
 * An error interrupts what a screen reader is saying; a success waits its turn (react-hot-toast's role=status,
 * polite). The role stays: only how urgently it is read differs.
 */
export const errorAria = { role: 'status', 'aria-live': 'assertive' } as const;

/** The toast id is the text, so the same error repeated while it is on screen is shown once. */
export function showError(message: string, duration = toastDuration): void {
  const id = `error:${message}`;
  const index = visible.indexOf(id);
  if (index >= 0) visible.splice(index, 1);
  visible.push(id);
  while (visible.length > maxToasts) toast.dismiss(visible.shift());
  toast.error(message, { id, duration, ariaProps: errorAria });
}

/** A success message of SPEC §8 ('Шаг изменён', 'Роль создана'…). */
export function showSuccess(message: string): void {
  toast.success(message, { id: `success:${message}`, duration: toastDuration });
}

/** A warning (react-hot-toast's plain toast; Toasts draws it in the caution tone). */
export function showWarning(message: string): void {
  toast(message, { id: `warning:${message}`, duration: toastDuration });
}

const noticeText: Record<Exclude<ErrorNotice['kind'], 'messages'>, MessageId> = {
  network: 'error.network',
  noResponse: 'error.noResponse',
  server: 'error.server',
  tooManyRequests: 'error.tooManyRequests',
  unavailable: 'error.unavailable',
  generic: 'error.noResponse',
  offline: 'error.offline',
};

export function showErrorNotice(notice: ErrorNotice, intl: IntlShape): void {
  if (notice.kind === 'messages')
    notice.messages.slice(0, maxToasts).forEach((message) => showError(message));
  else showError(intl.formatMessage({ id: noticeText[notice.kind] }));
}

/** Sign-in errors: each message of the server, or 'Неизвестная ошибка'; a network error says so (SPEC §8). */
export function showLoginErrors(error: unknown, intl: IntlShape): void {
  const failure = describeLoginFailure(error);
  const texts =
    failure.kind === 'messages'
      ? failure.messages
      : [intl.formatMessage({ id: failure.kind === 'network' ? 'error.network' : 'login.unknownError' })];
  texts.forEach((text) => showError(text, loginToastDuration));
}
