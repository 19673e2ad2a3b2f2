// Password recovery (public: no token).
import type { PasswordReset, PasswordResetRequest } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** Send a reset code by SMS. */
export async function requestPasswordReset(
  clients: KarvonClients,
  body: PasswordResetRequest,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(await clients.public.POST('/auth/password/request', { body, ...requestInit(options) }));
}

/** Set a new password with the SMS code. */
export async function resetPassword(
  clients: KarvonClients,
  body: PasswordReset,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(await clients.public.POST('/auth/password/reset', { body, ...requestInit(options) }));
}
