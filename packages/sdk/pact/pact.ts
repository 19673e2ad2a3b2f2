import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { inject } from 'vitest';
import { createKarvonClients, type KarvonClients, type KarvonClientsOptions } from '../src/clients.ts';
import { createMemoryTokenStore, type StoredTokens } from '../src/memory-token-store.ts';
import { CONSUMER, PROVIDER } from './pact-names.ts';

const { eachLike, string } = MatchersV3;

/** Literal tokens the provider's state handlers swap for real ones. */
export const TOKENS = {
  admin: 'pact-admin-access-token',
  manager: 'pact-manager-access-token',
  revoked: 'pact-revoked-access-token',
  refresh: 'pact-refresh-token',
  spentRefresh: 'pact-spent-refresh-token',
} as const;

export const STATES = {
  demoAdministrator: 'the demo administrator exists',
  administratorSignedIn: 'the administrator is signed in',
  managerSignedIn: 'the manager is signed in',
  branchesExist: 'branches exist',
  refreshTokenValid: `the refresh token ${TOKENS.refresh} is valid`,
  refreshTokenSpent: `the refresh token ${TOKENS.spentRefresh} is not valid`,
} as const;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `{errors: [{message}]}`, at least one entry; the provider's sentences are its own. */
export const errorBody = (example: string) => ({ errors: eachLike({ message: string(example) }) });

export function karvonPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: inject('pactDir'), logLevel: 'warn' });
}

/** The SDK's clients against the Pact mock server, with tokens in memory. */
export function clientsFor(
  url: string,
  tokens: StoredTokens = {},
  callbacks: Pick<KarvonClientsOptions, 'onError' | 'onSessionExpired'> = {},
): KarvonClients {
  return createKarvonClients({ baseUrl: url, tokenStore: createMemoryTokenStore(tokens), ...callbacks });
}
