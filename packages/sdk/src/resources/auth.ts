import type { AuthUser, LoginRequest, RefreshResponse, TokenResponse } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** Sign-in, refresh and logout report nothing through `onError`: their callers handle every failure. */
export type SilentRequestOptions = Omit<RequestOptions, 'notify'>;

const silent = (options?: SilentRequestOptions) => requestInit({ ...options, notify: 'none' });

/** Signs in and keeps the tokens in the store. Rejects with ApiError (see `describeLoginFailure`) or NetworkError. */
export async function login(
  clients: KarvonClients,
  credentials: LoginRequest,
  options?: SilentRequestOptions,
): Promise<TokenResponse> {
  const tokens = dataOrThrow(
    await clients.public.POST('/auth/login', { body: credentials, ...silent(options) }),
  );
  clients.tokenStore.save(tokens);
  return tokens;
}

/** Exchanges the stored refresh token for a new pair and keeps it. The refresh queue calls this on a 401. */
export async function refreshToken(
  clients: KarvonClients,
  options?: SilentRequestOptions,
): Promise<RefreshResponse> {
  const refresh_token = clients.tokenStore.getRefreshToken();
  if (!refresh_token) throw new Error('No refresh token is stored');
  const tokens = dataOrThrow(
    await clients.public.PUT('/auth/refresh_token', { body: { refresh_token }, ...silent(options) }),
  );
  clients.tokenStore.save(tokens);
  return tokens;
}

/** Tells the server to revoke the session, then forgets the tokens — even when the server could not be told. */
export async function logout(clients: KarvonClients, options?: SilentRequestOptions): Promise<void> {
  try {
    await clients.uz.GET('/auth/logout', silent(options));
  } catch {
    // Signing out locally must not depend on the network.
  } finally {
    clients.tokenStore.clear();
  }
}

export async function getCurrentUser(clients: KarvonClients, options?: RequestOptions): Promise<AuthUser> {
  return dataOrThrow(await clients.uz.GET('/auth/user', requestInit(options)));
}
