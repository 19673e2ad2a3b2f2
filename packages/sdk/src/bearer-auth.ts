import type { Middleware } from 'openapi-fetch';
import { authorizationOf, type TokenStore } from './token-store.ts';

/** Sends the stored access token as `Authorization: <token type> <access token>` (SPEC §7). */
export function bearerAuth(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const authorization = authorizationOf(tokenStore);
      if (authorization) request.headers.set('Authorization', authorization);
      return undefined;
    },
  };
}
