import { describe } from 'vitest';
import { listApplicationStaff } from '../src/resources/application-staff.ts';
import { karvonPact } from './pact.ts';
import { emptyPage, page, pactCases } from './resource-pact.ts';
import { NOTHING_MATCHES, RESOURCE_STATES as S } from './resource-states.ts';

const pact = karvonPact();

describe('application staff pickers', () => {
  pactCases(pact, [
    {
      // The manager may list applications but not users: the pickers answer under the list's permission.
      name: 'a search for drivers of applications by a manager',
      given: [S.applicationAtPacking],
      as: 'manager',
      method: 'GET',
      path: '/api/uz/application/staff',
      query: { kind: 'driver', search: 'Bek', page: '1', per_page: '20' },
      status: 200,
      response: page({ id: 3, name: 'Бекзод Турсунов' }),
      call: (c) => listApplicationStaff(c, { kind: 'driver', search: 'Bek', page: 1, per_page: 20 }),
    },
    {
      name: 'a search for online users of applications that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/application/staff',
      query: { kind: 'online_user', search: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listApplicationStaff(c, { kind: 'online_user', search: NOTHING_MATCHES }),
    },
  ]);
});
