import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listUserRoles } from '../src/resources/access.ts';
import { bearer, clientsFor, karvonPact, STATES, TOKENS } from './pact.ts';

const { eachLike, regex, string } = MatchersV3;

const pact = karvonPact();

// A level is a string or an integer (the contract's RoleEntry.value): Pact has no "either type" matcher, but its
// regex matcher also accepts integers, so the levels SPEC §5–§6 name (0, own, all, 1) match in either form.
const level = regex('^(all|own|[0-9]+)$', 'all');

describe('access', () => {
  it('lists the signed-in manager’s role entries', async () => {
    await pact
      .addInteraction()
      .given(STATES.managerSignedIn)
      .uponReceiving('a request for the role entries of the signed-in user')
      .withRequest('GET', '/api/uz/role_perms/user_roles', (request) =>
        request.headers(bearer(TOKENS.manager)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ key: string('del_application'), value: level })),
      )
      .executeTest(async (server) => {
        const entries = await listUserRoles(
          clientsFor(server.url, { accessToken: TOKENS.manager, tokenType: 'Bearer' }),
        );

        expect(entries).toEqual([{ key: 'del_application', value: 'all' }]);
      });
  });
});
