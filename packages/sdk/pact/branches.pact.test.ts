import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listBranches } from '../src/resources/branches.ts';
import { bearer, clientsFor, karvonPact, STATES, TOKENS } from './pact.ts';

const { boolean, eachLike, integer, string } = MatchersV3;

const pact = karvonPact();
const admin = { accessToken: TOKENS.admin, tokenType: 'Bearer' };
const meta = (page: number) => ({
  current_page: page,
  per_page: 500,
  total: integer(14),
  last_page: integer(1),
});

describe('branches', () => {
  it('lists the branches, 500 to a page', async () => {
    await pact
      .addInteraction()
      .given(STATES.branchesExist)
      .given(STATES.administratorSignedIn)
      .uponReceiving('a request for the first page of branches')
      .withRequest('GET', '/api/uz/branch/list', (request) =>
        request.query({ page: '1', per_page: '500' }).headers(bearer(TOKENS.admin)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(1),
            name: string('Toshkent, markaziy ombor'),
            address: string('Toshkent sh., Chilonzor t., Bunyodkor ko‘chasi, 1'),
            is_main_warehouse: boolean(true),
            is_active: boolean(true),
          }),
          meta: meta(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await listBranches(clientsFor(server.url, admin));

        expect(page.data.length).toBeGreaterThan(0);
        expect(page.meta).toMatchObject({ current_page: 1, per_page: 500 });
      });
  });

  it('gets an empty page past the last one', async () => {
    await pact
      .addInteraction()
      .given(STATES.branchesExist)
      .given(STATES.administratorSignedIn)
      .uponReceiving('a request for a page of branches past the last one')
      .withRequest('GET', '/api/uz/branch/list', (request) =>
        request.query({ page: '999', per_page: '500' }).headers(bearer(TOKENS.admin)),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: [], meta: meta(999) }))
      .executeTest(async (server) => {
        const page = await listBranches(clientsFor(server.url, admin), { page: 999 });

        expect(page.data).toEqual([]);
        expect(page.meta.current_page).toBe(999);
      });
  });
});
