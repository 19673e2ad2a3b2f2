import { tokenTypeOf, type IssuedTokens, type TokenStore } from './token-store.ts';

export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
  tokenType?: string;
}

/** A token store in memory, for Node, tests and tools; nothing expires and nothing survives a restart. */
export function createMemoryTokenStore(initial: StoredTokens = {}): TokenStore {
  let tokens: StoredTokens = { ...initial };
  return {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    getTokenType: () => tokens.tokenType,
    save(issued: IssuedTokens) {
      tokens = {
        accessToken: issued.access_token,
        refreshToken: issued.refresh_token,
        tokenType: tokenTypeOf(issued),
      };
    },
    clearRefresh() {
      tokens = { accessToken: tokens.accessToken };
    },
    clear() {
      tokens = {};
    },
  };
}
