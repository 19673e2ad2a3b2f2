import { renewAheadMs } from './token-lifetimes.ts';
import { tokenTypeOf, type IssuedTokens, type TokenStore } from './token-store.ts';

export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
  tokenType?: string;
  /** When to renew ahead of time, ms since the epoch (`TokenStore.getRenewAt`). */
  renewAt?: number;
}

/** A token store in memory, for Node, tests and tools; nothing expires and nothing survives a restart. */
export function createMemoryTokenStore(initial: StoredTokens = {}): TokenStore {
  let tokens: StoredTokens = { ...initial };
  return {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    getTokenType: () => tokens.tokenType,
    getRenewAt: () => tokens.renewAt,
    save(issued: IssuedTokens) {
      tokens = {
        accessToken: issued.access_token,
        refreshToken: issued.refresh_token,
        tokenType: tokenTypeOf(issued),
        renewAt: Date.now() + renewAheadMs(issued.expires_in),
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
