import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchDetail } from '@karvon/contracts';
import { searchKeyMigration } from '../scripts/search-key-migration.ts';
import { applicationSearchText, refreshApplicationSearch } from '../src/db/application-search.ts';
import { applications, branchGroups, districts, permissions, regions } from '../src/db/schema.ts';
import { loadContract } from '../src/contract.ts';
import { searchKey } from '../src/domain/search-text.ts';
import { ADMIN, MANAGER, startTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

interface Page {
  data: Record<string, unknown>[];
  meta: { total: number };
}

const get = async (url: string, token = admin) => {
  const response = await server.call({ method: 'GET', url: `/api/uz${url}`, token });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<Page>();
};
const find = (url: string, search: string, token = admin) =>
  get(`${url}${url.includes('?') ? '&' : '?'}per_page=100&search=${encodeURIComponent(search)}`, token);
/** Whether a row, folded as search folds it, holds the folded query somewhere. */
const holds = (row: unknown, query: string) => searchKey(JSON.stringify(row)).includes(searchKey(query));

/** Applications whose stored search text is not what the code folds now (seed, backfill and changes alike). */
async function staleApplications(): Promise<number> {
  const [stale] = await rows<{ n: number }>(
    sql`select count(*)::int as n from ${applications} where ${applications.searchText} <> ${applicationSearchText}`,
  );
  return stale!.n;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('one folding, in TypeScript and in the database', () => {
  it('search_key(text) in SQL folds exactly as searchKey, letter by letter and in every position', async () => {
    const letters = [...new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГҒДЕЁЖЗИЙКҚЛМНОЎПРСТУФХҲЦЧШЩЪЫЬЭЮЯҢӘӨҮҰІ')];
    const samples = [
      ...letters.flatMap((letter) => {
        const small = letter.toLowerCase();
        return [`${letter}е${small}Е`, `е${small}е`, `${small}е-е ${letter}Е`, `1е${letter}`];
      }),
      'Тошкент',
      "O'zbekiston",
      'Oʻzbekiston',
      'Еркин Оиеа',
      'и\u0306ул',
      'İstanbul',
      'Kelvin \u212A',
      'Élan Ä ß',
      '😀 Ёқубжон',
      '01 A 123 BC',
      'ORD-2026-000123',
      '',
    ];
    const folded = await rows<{ folded: string }>(
      sql`select search_key(text) as folded from unnest(${`{${samples.map((s) => JSON.stringify(s)).join(',')}}`}::text[]) with ordinality as t(text, n) order by n`,
    );
    expect(folded.map((row) => row.folded)).toEqual(samples.map(searchKey));
  });

  it('the migration holds what scripts/search-key-migration.ts generates now', async () => {
    const migration = await readFile(new URL('../drizzle/0012_search-key.sql', import.meta.url), 'utf8');
    expect(migration).toContain(searchKeyMigration());
  });

  it('every application holds the search text the code folds', async () => {
    expect(await staleApplications()).toBe(0);
  });
});

describe('applications search what the list shows', () => {
  it('finds addresses and branch names in either script', async () => {
    for (const [cyrillic, latin] of [
      ['Тошкент', 'Toshkent'],
      ['Нукус', 'Nukus'],
    ] as const) {
      const byCyrillic = await find('/application/list', cyrillic);
      const byLatin = await find('/application/list', latin);
      expect(byCyrillic.meta.total, cyrillic).toBeGreaterThan(0);
      expect(byLatin.meta.total, latin).toBe(byCyrillic.meta.total);
    }
    const nukus = await find('/application/list', 'Nukus');
    expect(
      nukus.data.some(
        (row) =>
          (row.register_branch as { name: string }).name === 'Нукус' &&
          !holds(row.registered_address, 'Nukus'),
      ),
    ).toBe(true);
    const [address] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${applications} where ${applications.registeredAddress} like '%Тошкент ш.%'`,
    );
    expect((await find('/application/list', 'Toshkent sh')).meta.total).toBeGreaterThanOrEqual(address!.n);
  });

  it('does not find by the agent, whom the list does not show', async () => {
    // Гулнора Усмонова is an agent only: no driver, counteragent or address carries her name.
    expect((await find('/application/list', 'Gulnora')).meta.total).toBe(0);
    expect((await find('/application/list', 'Гулнора')).meta.total).toBe(0);
  });

  it('"Toshkent" finds a branch renamed "Тошкент …" in the branch list, and its applications', async () => {
    const detail = (await server.call({ method: 'GET', url: '/api/uz/branch/3', token: admin })).json<{
      data: BranchDetail;
    }>().data;
    const renamed = await server.call({
      method: 'PUT',
      url: '/api/uz/branch/3',
      token: admin,
      payload: {
        name: 'Тошкент Юнусобод',
        address: detail.address,
        director: detail.director,
        region_id: detail.region!.id,
        district_id: detail.district!.id,
        is_main_warehouse: detail.is_main_warehouse,
        attached_branch_ids: detail.attached_branches.map((branch) => branch.id),
        group_ids: detail.groups.map((group) => group.id),
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const branchList = await find('/branch/list', 'Toshkent Yunusobod');
    expect(branchList.data.map((row) => row.name)).toEqual(['Тошкент Юнусобод']);
    const found = await find('/application/list', 'Yunusobod');
    expect(found.data.some((row) => (row.register_branch as { id: number }).id === 3)).toBe(true);
    expect(await staleApplications()).toBe(0);
  });

  it('finds applications by their driver under the driver’s new name', async () => {
    const renamed = await server.call({
      method: 'PUT',
      url: '/api/uz/user/4',
      token: admin,
      payload: { name: 'Сардор Аминов' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const found = await find('/application/list', 'Aminov');
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.data.every((row) => (row.driver as { id: number } | null)?.id === 4)).toBe(true);
    expect(await staleApplications()).toBe(0);
  });
});

describe('staff lists and pickers', () => {
  it('"Bek" finds "Бекзод" in the users list and in the driver picker', async () => {
    expect((await find('/user/list', 'Bek')).data.map((row) => row.name)).toContain('Бекзод Турсунов');
    const picker = await find('/application/staff?kind=driver', 'Bek');
    expect(picker.data).toContainEqual({ id: 3, name: 'Бекзод Турсунов' });
  });
});

/**
 * For every list operation of the contract with a `search` parameter: a Cyrillic text one of its rows shows, and
 * its Latin spelling. Rows of lists whose seed is all Latin are renamed first. A list added to the contract with
 * a `search` fails the first test until it is listed here, and then the second unless it folds like the others.
 */
const probes: Record<
  string,
  { url: string; cyrillic: string; latin: string; prepare?: () => Promise<unknown> }
> = {
  listApplications: { url: '/application/list', cyrillic: 'Нукус', latin: 'Nukus' },
  listFrozenApplications: { url: '/freeze_application/list', cyrillic: 'Ташкент', latin: 'Tashkent' },
  listRegisters: { url: '/reestr/list', cyrillic: 'Самарканд', latin: 'Samarqand' },
  listKdRegisters: { url: '/kdreestr/list', cyrillic: 'Бекзод', latin: 'Bekzod' },
  listUnknownProducts: { url: '/unknown/list', cyrillic: 'Чайник', latin: 'Chaynik' },
  listProducts: { url: '/product/list', cyrillic: 'холодильник', latin: 'Xolodilnik' },
  listCargo: { url: '/cargo/list', cyrillic: 'Фергана', latin: 'Fergana' },
  listWaitingTimes: { url: '/wating_time/list', cyrillic: 'Нукус', latin: 'Nukus' },
  listCars: { url: '/car/list', cyrillic: 'Бекзод', latin: 'Bekzod' },
  listMovements: { url: '/movement/list', cyrillic: 'Самарканд', latin: 'Samarqand' },
  listBranches: { url: '/branch/list', cyrillic: 'Нукус', latin: 'Nukus' },
  listRegions: {
    url: '/region/list',
    cyrillic: 'Қорақалпоғистон',
    latin: "Qoraqalpog'iston",
    prepare: () =>
      server.db.orm.update(regions).set({ name: 'Қорақалпоғистон Республикаси' }).where(eq(regions.id, 14)),
  },
  listDistricts: {
    url: '/region/1/district/list',
    cyrillic: 'Чилонзор',
    latin: 'Chilonzor',
    prepare: () =>
      server.db.orm
        .update(districts)
        .set({ name: 'Чилонзор тумани' })
        .where(eq(districts.name, 'Chilonzor tumani')),
  },
  listBranchGroups: {
    url: '/branch_group/list',
    cyrillic: 'Марказ',
    latin: 'Markaz',
    prepare: () =>
      server.db.orm.update(branchGroups).set({ name: 'Марказ' }).where(eq(branchGroups.name, 'Markaz')),
  },
  listUsers: { url: '/user/list', cyrillic: 'Бекзод', latin: 'Bekzod' },
  listRoles: { url: '/role/list', cyrillic: 'Водитель', latin: 'Voditel' },
  listPermissions: {
    url: '/permission/list',
    cyrillic: 'Омбор',
    latin: 'Ombor',
    prepare: () =>
      server.db.orm.update(permissions).set({ name: 'Омбор қолдиғи' }).where(eq(permissions.key, 'cargo')),
  },
  listQuestions: { url: '/question/list', cyrillic: 'заморозить', latin: 'zamorozit' },
  listApplicationStaff: { url: '/application/staff?kind=online_user', cyrillic: 'Дилноза', latin: 'Dilnoza' },
};

describe('every list with a search parameter follows the one policy', () => {
  it('lists every such operation of the contract', async () => {
    const contract = await loadContract();
    const searched = Object.values(contract.paths)
      .flatMap(
        (item) =>
          Object.values(item) as { operationId?: string; parameters?: { $ref?: string; name?: string }[] }[],
      )
      .filter((operation) =>
        operation.parameters?.some(
          (parameter) => parameter.$ref === '#/components/parameters/Search' || parameter.name === 'search',
        ),
      )
      .map((operation) => operation.operationId);
    expect(Object.keys(probes).sort()).toEqual(searched.sort());
  });

  it.each(Object.entries(probes))('%s: a Latin query finds a Cyrillic-named row', async (_, probe) => {
    await probe.prepare?.();
    const cyrillic = await find(probe.url, probe.cyrillic);
    expect(cyrillic.meta.total, `${probe.url} has a row showing ${probe.cyrillic}`).toBeGreaterThan(0);
    expect(cyrillic.data.some((row) => JSON.stringify(row).includes(probe.cyrillic))).toBe(true);
    const latin = await find(probe.url, probe.latin);
    expect(latin.meta.total).toBe(cyrillic.meta.total);
    // The search narrows the list: an ignored parameter would answer every row to both spellings.
    const all = await get(`${probe.url}${probe.url.includes('?') ? '&' : '?'}per_page=1`);
    expect(latin.meta.total).toBeLessThan(all.meta.total);
    expect(latin.data.map((row) => row.id)).toEqual(cyrillic.data.map((row) => row.id));
  });

  it.each(Object.entries(probes))(
    '%s: a query that folds to nothing matches nothing; one of only spaces is no query',
    async (_, probe) => {
      await probe.prepare?.();
      const all = await get(`${probe.url}${probe.url.includes('?') ? '&' : '?'}per_page=1`);
      expect(all.meta.total, `${probe.url} has rows`).toBeGreaterThan(0);
      for (const nothing of ['😀', '---', '«»', '\u200b']) {
        const found = await find(probe.url, nothing);
        expect([found.meta.total, found.data], `${probe.url} ?search=${nothing}`).toEqual([0, []]);
      }
      for (const blank of ['', '   ', '\t'])
        expect((await find(probe.url, blank)).meta.total).toBe(all.meta.total);
    },
  );
});

describe('the staff pickers of the applications list', () => {
  it('answer a role with the list but without the users screen, which user/list refuses', async () => {
    const manager = (await server.login(MANAGER)).access_token;
    const users = await server.call({ method: 'GET', url: '/api/uz/user/list', token: manager });
    expect(users.statusCode).toBe(403);
    const drivers = await get('/application/staff?kind=driver&per_page=100', manager);
    expect(drivers.data.map((row) => row.name)).toContain('Бекзод Турсунов');
    expect(drivers.data.every((row) => Object.keys(row).sort().join() === 'id,name')).toBe(true);
  });

  it('offer only the people who hold that part in an application', async () => {
    const [counted] = await rows<{ drivers: number; online: number }>(
      sql`select count(distinct ${applications.driverId})::int as drivers,
                 count(distinct ${applications.onlineUserId})::int as online from ${applications}`,
    );
    expect((await get('/application/staff?kind=driver&per_page=100')).meta.total).toBe(counted!.drivers);
    expect((await get('/application/staff?kind=online_user&per_page=100')).meta.total).toBe(counted!.online);
    expect((await find('/application/staff?kind=driver', 'Gulnora')).data).toEqual([]);
  });

  it('offer an `own` viewer the people of its own applications only', async () => {
    // Ойбек Рашидов, a driver of Самарканд: his role lists its own applications.
    const driver = (await server.login({ phone: '998900000005', password: 'karvon-staff' })).access_token;
    expect((await get('/application/list?per_page=100', driver)).meta.total).toBeGreaterThan(0);
    const [counted] = await rows<{ n: number }>(
      sql`select count(distinct ${applications.driverId})::int as n from ${applications}
          where ${applications.registerBranchId} = 4 or ${applications.saleBranchId} = 4
             or ${applications.driverId} = 5 or ${applications.agentId} = 5 or ${applications.onlineUserId} = 5`,
    );
    const drivers = await get('/application/staff?kind=driver&per_page=100', driver);
    expect(drivers.meta.total).toBe(counted!.n);
    // Улугбек Назаров (7) now drives only applications of Ташкент that nobody of Самарканд handles.
    await server.db.orm
      .update(applications)
      .set({ registerBranchId: 1, saleBranchId: 1, agentId: 8, onlineUserId: null })
      .where(eq(applications.driverId, 7));
    await refreshApplicationSearch(server.db.orm, eq(applications.driverId, 7));
    const own = await get('/application/staff?kind=driver&per_page=100', driver);
    expect(own.data.map((row) => row.id)).not.toContain(7);
    expect((await get('/application/staff?kind=driver&per_page=100')).data.map((row) => row.id)).toContain(7);
  });

  it('refuse an unknown kind and a missing one', async () => {
    for (const query of ['kind=agent', '']) {
      const response = await server.call({
        method: 'GET',
        url: `/api/uz/application/staff?${query}`,
        token: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
