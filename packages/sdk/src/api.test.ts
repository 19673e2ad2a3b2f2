import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BranchList } from '@karvon/contracts';
import { fakeApi, json } from '../test/fake-api.ts';
import { bindResources, createKarvonApi } from './api.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import type { RequestOptions } from './request-options.ts';
import type { BranchListQuery } from './resources/branches.ts';

describe('createKarvonApi', () => {
  it('binds every resource function to one set of clients', async () => {
    const api = fakeApi(() =>
      json(200, { data: [], meta: { current_page: 2, per_page: 500, total: 0, last_page: 1 } }),
    );
    const karvon = createKarvonApi({
      baseUrl: 'https://karvon.test',
      fetch: api.fetch,
      tokenStore: createMemoryTokenStore({ accessToken: 'a1' }),
    });

    const page = await karvon.listBranches({ page: 2 });

    expect(page.meta.current_page).toBe(2);
    expect(api.requests[0]).toMatchObject({
      path: '/api/uz/branch/list?page=2&per_page=500',
      authorization: 'Bearer a1',
    });
    // The clients and one function per operation of the contract (109 operations).
    expect(Object.keys(karvon)).toHaveLength(110);
    expect(Object.keys(karvon)).toEqual(
      expect.arrayContaining([
        'clients',
        'getCurrentUser',
        'listBranches',
        'listUserRoles',
        'login',
        'logout',
        'refreshToken',
        'listApplications',
        'changeApplicationsStep',
        'createProduct',
        'resetPassword',
      ]),
    );
    expectTypeOf(karvon.listBranches).toEqualTypeOf<
      (query?: BranchListQuery, options?: RequestOptions) => Promise<BranchList>
    >();
  });

  it('binds any resource of the same shape', () => {
    const clients = createKarvonApi({ tokenStore: createMemoryTokenStore() }).clients;
    const bound = bindResources(clients, {
      echo: (given: typeof clients, word: string) => [given, word] as const,
    });
    expect(bound.echo('salom')).toEqual([clients, 'salom']);
  });
});
