import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.ts';
import { isOperationPermission } from '../src/permissions.ts';
import {
  createOwnFixtures,
  ownApplicationIds,
  OWN_PERIOD,
  OWN_USER,
  type OwnFixtures,
} from './helpers/own-fixtures.ts';
import { ADMIN, startTestServer, type TestServer } from './helpers/server.ts';

/**
 * The `own` half of the permission walk (issue 4): a user of branch A whose role gives every key the level `own`
 * walks every guarded operation of the contract. Each operation is classified in WALK below (a new operation
 * fails the walk until it is), and each class is checked the way contracts/README.md ("`own`: what is the
 * caller's") documents it.
 */

interface Operation {
  id: string;
  method: string;
  template: string;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

const guarded: Operation[] = Object.entries((await loadContract()).paths).flatMap(([template, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const permission = operation['x-permission'];
    if (!HTTP_METHODS.has(method) || !isOperationPermission(permission)) return [];
    if (permission === 'public' || permission === 'authenticated') return [];
    return [{ id: operation.operationId ?? `${method} ${template}`, method: method.toUpperCase(), template }];
  }),
);

/** What to send: values of the path parameters in order, a query, a JSON body or one file as multipart. */
interface Request {
  params?: number[];
  query?: string;
  payload?: unknown;
  file?: { field: string; name: string; type: string };
}

type Row = Record<string, unknown>;
type Ids = (f: OwnFixtures) => number[];
type One = (f: OwnFixtures) => number;

type Case =
  /** A list: every row is the caller's, their records are in it, the other branch's are not (an admin sees them). */
  | {
      kind: 'list';
      /** Parameters every request of the list needs (a picker's `kind`). */
      base?: string;
      narrow: string;
      owns: (row: Row, f: OwnFixtures, server: TestServer) => boolean | Promise<boolean>;
      rowId?: string;
      mine: Ids;
      foreign: Ids;
    }
  /** One record (read or action): another branch's answers exactly as a missing one (404); the caller's does not. */
  | { kind: 'record'; request: (f: OwnFixtures, id: number) => Request; mine: One; foreign: One }
  /** All-or-nothing over ids: another branch's id is refused exactly as a missing id (400 on its place). */
  | {
      kind: 'bulk';
      request: (f: OwnFixtures, ids: number[]) => Request;
      mine: One;
      foreign: One;
      field: string;
    }
  /** A body naming another branch: refused (`status`, on `field` for 400); the caller's branch is accepted. */
  | {
      kind: 'input';
      request: (f: OwnFixtures, branchId: number) => Request;
      status: 403 | 400;
      field?: string;
    }
  /** Figures over applications: the caller's branch's only. */
  | { kind: 'totals'; check: (own: unknown, all: unknown) => void }
  /** Company-wide acts an `own` level never allows (403). */
  | { kind: 'closed'; request: (f: OwnFixtures) => Request }
  /** Records of the whole company that belong to no branch or person: `own` sees and does what `all` does. */
  | { kind: 'company'; request?: (f: OwnFixtures) => Request };

const MISSING = 999999;
const PERIOD = `date_from=${OWN_PERIOD.date_from}&date_to=${OWN_PERIOD.date_to}`;
const DAY = '2001-03-10';

const refId = (row: unknown, key: string): number | undefined =>
  ((row as Row)[key] as { id?: number } | null | undefined)?.id ?? undefined;
const inBranchA = (key: string) => (row: Row, f: OwnFixtures) => refId(row, key) === f.branchA;
const sum = (rows: unknown, key: string) =>
  (rows as Record<string, number>[]).reduce((total, row) => total + (row[key] ?? 0), 0);

/** Fixture applications in the period: A, sold by A, frozen in A are the caller's branch's; four are not. */
const OWN_IN_PERIOD = 3;
const ALL_IN_PERIOD = 7;

const ownApplicationRow = (row: Row, f: OwnFixtures) =>
  refId(row, 'register_branch') === f.branchA ||
  refId(row, 'sale_branch') === f.branchA ||
  [refId(row, 'agent'), refId(row, 'driver'), refId(row, 'online_user')].includes(f.me);

const applicationRecord = (request: (f: OwnFixtures, id: number) => Request = () => ({})): Case => ({
  kind: 'record',
  request: (f, id) => ({ ...request(f, id), params: [id] }),
  mine: (f) => f.app.a,
  foreign: (f) => f.app.b,
});
const frozenRecord = (payload?: unknown): Case => ({
  kind: 'record',
  request: (_f, id) => ({ params: [id], payload }),
  mine: (f) => f.frozen.a,
  foreign: (f) => f.frozen.b,
});
const frozenBulk = (extra: Row = {}): Case => ({
  kind: 'bulk',
  request: (_f, ids) => ({ payload: { ids, ...extra } }),
  mine: (f) => f.frozen.mine,
  foreign: (f) => f.frozen.b,
  field: 'ids',
});
const byId =
  (payload?: (f: OwnFixtures) => unknown) =>
  (f: OwnFixtures, id: number): Request => ({ params: [id], payload: payload?.(f) });
const recordOf = (mine: One, foreign: One, payload?: (f: OwnFixtures) => unknown): Case => ({
  kind: 'record',
  request: byId(payload),
  mine,
  foreign,
});

const branchForm = {
  name: 'Самарканд',
  address: 'г. Самарканд, ул. Регистан, 4',
  director: null,
  region_id: 1,
  district_id: 1,
  is_main_warehouse: false,
  attached_branch_ids: [1],
  group_ids: [],
};
const cargoForm = (f: OwnFixtures, sender: number) => ({
  sender_branch_id: sender,
  receiver_branch_id: f.branchC,
  products: [{ product_id: f.product, quantity: 1 }],
});

/** Every guarded operation of the contract, by operationId. */
const WALK: Record<string, Case> = {
  // del_application: the applications of the caller's branch (registered or sold there) and their own (agent, driver, online user).
  listApplications: {
    kind: 'list',
    narrow: PERIOD,
    owns: ownApplicationRow,
    mine: (f) => [f.app.a, f.app.soldByA, f.app.mine],
    foreign: (f) => [f.app.b],
  },
  getApplication: applicationRecord(),
  addApplicationComment: applicationRecord(() => ({ payload: { text: 'Mijozga qo‘ng‘iroq qilindi' } })),
  uploadApplicationFiles: applicationRecord(() => ({
    file: { field: 'files', name: 'akt.pdf', type: 'application/pdf' },
  })),
  stepBackApplication: applicationRecord(),
  freezeApplication: applicationRecord(() => ({ payload: { reason: 'Mijoz javob bermayapti' } })),
  unfreezeApplication: applicationRecord(),
  changeApplicationsStep: {
    kind: 'bulk',
    request: (_f, ids) => ({ payload: { ids, step: 'ready_to_load' } }),
    mine: (f) => f.app.soldByA,
    foreign: (f) => f.app.b,
    field: 'ids',
  },
  // The staff pickers offer the people of the applications the caller may list: each one drives one of them.
  listApplicationStaff: {
    kind: 'list',
    base: 'kind=driver',
    narrow: '',
    owns: async (row, _f, server) => {
      const found = await server.app.inject({
        method: 'GET',
        url: `/api/uz/application/list?driver_id=${String(row.id)}&per_page=1`,
        headers: { authorization: `Bearer ${own}` },
      });
      return found.json<{ meta: { total: number } }>().meta.total > 0;
    },
    mine: () => [],
    foreign: () => [],
  },
  // A file follows its application.
  downloadApplicationFile: {
    kind: 'record',
    request: (f, id) => ({ params: [id, id === f.app.b ? f.file.b : f.file.a] }),
    mine: (f) => f.app.a,
    foreign: (f) => f.app.b,
  },
  // Walked after the download (contract order), so the caller's file is there to read before it is removed.
  deleteApplicationFile: {
    kind: 'record',
    request: (f, id) => ({ params: [id, id === f.app.b ? f.file.b : f.file.a] }),
    mine: (f) => f.app.a,
    foreign: (f) => f.app.b,
  },

  // freeze_application: frozen in the caller's branch, or frozen by the caller.
  listFrozenApplications: {
    kind: 'list',
    narrow: 'search=OWN-WALK',
    owns: (row, f) => refId(row, 'branch') === f.branchA || refId(row, 'frozen_by') === f.me,
    mine: (f) => [f.frozen.a, f.frozen.mine],
    foreign: (f) => [f.frozen.b],
  },
  getFrozenApplication: frozenRecord(),
  acceptFrozenApplication: frozenRecord(),
  closeFrozenApplication: frozenRecord({ reason: 'Mijoz bekor qildi' }),
  sendFrozenApplicationToDelivery: frozenRecord(),
  acceptFrozenApplications: frozenBulk(),
  closeFrozenApplications: frozenBulk({ reason: 'Mijoz bekor qildi' }),
  sendFrozenApplicationsToDelivery: frozenBulk(),

  // order_attachment: the attachments the caller made or drives; only applications they may see can be attached.
  listOrderAttachments: {
    kind: 'list',
    narrow: PERIOD,
    owns: (row, f) => refId(row, 'created_by') === f.me || refId(row, 'driver') === f.me,
    mine: (f) => [f.attachment.mine],
    foreign: (f) => [f.attachment.b],
  },
  createOrderAttachment: {
    kind: 'bulk',
    request: (f, ids) => ({ payload: { car_id: f.car.mine, driver_id: f.me, application_ids: ids } }),
    mine: (f) => f.app.a,
    foreign: (f) => f.app.b,
    field: 'application_ids',
  },

  // reestr: registers of the caller's branch; the product catalogue is the company's.
  listRegisters: {
    kind: 'list',
    narrow: PERIOD,
    owns: inBranchA('branch'),
    mine: (f) => [f.register.a],
    foreign: (f) => [f.register.b],
  },
  getRegister: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
  ),
  addRegisterProduct: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
    (f) => ({ product_id: f.product, quantity: 1 }),
  ),
  approveRegister: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
  ),
  markRegisterPrinted: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
  ),
  // Scan to batch follows the register; the products it names are the company's catalogue.
  checkRegisterCodes: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
    () => ({ codes: ['OWN-WALK-CODE'] }),
  ),
  addRegisterProducts: recordOf(
    (f) => f.register.a,
    (f) => f.register.b,
    (f) => ({ items: [{ product_id: f.product, quantity: 1 }] }),
  ),
  createRegister: {
    kind: 'input',
    request: (f, branchId) => ({
      payload: {
        kind: 'collected',
        branch_id: branchId,
        business_date: DAY,
        products: [{ product_id: f.product, quantity: 1 }],
      },
    }),
    status: 400,
    field: 'branch_id',
  },
  listProducts: { kind: 'company', request: () => ({ query: 'per_page=50' }) },
  getProduct: { kind: 'company', request: (f) => ({ params: [f.product] }) },
  getProductImage: { kind: 'company', request: (f) => ({ params: [f.product, f.productImage] }) },
  createProduct: { kind: 'company' },
  updateProduct: { kind: 'company' },
  uploadProductImage: { kind: 'company' },
  approveProduct: { kind: 'company' },

  // kdreestr and unknown: the caller's branch's, and the courier registers they drive.
  listKdRegisters: {
    kind: 'list',
    narrow: PERIOD,
    owns: (row, f) => refId(row, 'branch') === f.branchA || refId(row, 'driver') === f.me,
    mine: (f) => [f.kd.a, f.kd.mine],
    foreign: (f) => [f.kd.b],
  },
  getKdRegister: recordOf(
    (f) => f.kd.mine,
    (f) => f.kd.b,
  ),
  listUnknownProducts: {
    kind: 'list',
    narrow: PERIOD,
    owns: inBranchA('branch'),
    mine: (f) => [f.unknown.a],
    foreign: (f) => [f.unknown.b],
  },

  // cargo: cargo leaving or reaching the caller's branch; they send from it only.
  listCargo: {
    kind: 'list',
    narrow: PERIOD,
    owns: (row, f) =>
      refId(row, 'sender_branch') === f.branchA || refId(row, 'receiver_branch') === f.branchA,
    mine: (f) => [f.cargo.a],
    foreign: (f) => [f.cargo.b],
  },
  getCargo: recordOf(
    (f) => f.cargo.a,
    (f) => f.cargo.b,
  ),
  updateCargo: recordOf(
    (f) => f.cargo.a,
    (f) => f.cargo.b,
    (f) => cargoForm(f, f.branchA),
  ),
  // Sending is the sender branch's act, receiving the receiver branch's (400 otherwise, the cargo being visible).
  sendCargo: recordOf(
    (f) => f.cargo.outgoing,
    (f) => f.cargo.b,
  ),
  receiveCargo: recordOf(
    (f) => f.cargo.incoming,
    (f) => f.cargo.b,
  ),
  checkCargoCodes: recordOf(
    (f) => f.cargo.a,
    (f) => f.cargo.b,
    () => ({ codes: ['OWN-WALK-CODE'] }),
  ),
  addCargoProducts: recordOf(
    (f) => f.cargo.a,
    (f) => f.cargo.b,
    (f) => ({ items: [{ product_id: f.product, quantity: 1 }] }),
  ),
  createCargo: {
    kind: 'input',
    request: (f, branchId) => ({ payload: cargoForm(f, branchId) }),
    status: 400,
    field: 'sender_branch_id',
  },

  // wating_time: the applications of the applications screen's `own`.
  listWaitingTimes: {
    kind: 'list',
    narrow: 'search=OWN-WALK',
    rowId: 'application_id',
    owns: async (row, f, server) =>
      (await ownApplicationIds(server.db.orm, f, [row.application_id as number])).size === 1,
    mine: (f) => [f.app.a, f.app.soldByA, f.app.mine],
    foreign: (f) => [f.app.b],
  },
  listTimeHistory: recordOf(
    (f) => f.app.a,
    (f) => f.app.b,
  ),
  addPackingTime: recordOf(
    (f) => f.app.a,
    (f) => f.app.b,
    () => ({ minutes: 15 }),
  ),

  // car: cars of the caller's branch and cars they are attached to.
  listCars: {
    kind: 'list',
    narrow: 'search=95Z9',
    owns: (row, f) =>
      refId(row, 'branch') === f.branchA || (row.users as { id: number }[]).some((user) => user.id === f.me),
    mine: (f) => [f.car.a, f.car.mine],
    foreign: (f) => [f.car.b],
  },
  getCar: recordOf(
    (f) => f.car.a,
    (f) => f.car.b,
  ),
  updateCar: recordOf(
    (f) => f.car.a,
    (f) => f.car.b,
    (f) => ({ model: 'Isuzu NQR', government_number: '95Z900ZZ', branch_id: f.branchA }),
  ),
  setCarStatus: recordOf(
    (f) => f.car.a,
    (f) => f.car.b,
    () => ({ status: 'repair' }),
  ),
  attachCarUsers: recordOf(
    (f) => f.car.a,
    (f) => f.car.b,
    (f) => ({ user_ids: [f.me] }),
  ),
  createCar: {
    kind: 'input',
    request: (_f, branchId) => ({
      payload: { model: 'Damas', government_number: `95Z91${branchId % 10}ZZ`, branch_id: branchId },
    }),
    status: 400,
    field: 'branch_id',
  },

  // deadline: the caller's branch's and the company-wide ones (no branch); they set their branch's.
  listDeadlines: {
    kind: 'list',
    narrow: `month=${OWN_PERIOD.month}`,
    owns: (row, f) => row.branch === null || refId(row, 'branch') === f.branchA,
    mine: (f) => [f.deadline.a, f.deadline.company],
    foreign: (f) => [f.deadline.b],
  },
  setDeadline: {
    kind: 'input',
    request: (_f, branchId) => ({
      payload: { month: '2001-04', date: '2001-04-10', task: 'Own walk input', branch_id: branchId },
    }),
    status: 400,
    field: 'branch_id',
  },

  // movement: moves out of or into the caller's branch, and the ones they drove.
  listMovements: {
    kind: 'list',
    narrow: PERIOD,
    owns: (row, f) =>
      refId(row, 'from_branch') === f.branchA ||
      refId(row, 'to_branch') === f.branchA ||
      refId(row, 'driver') === f.me,
    mine: (f) => [f.movement.a, f.movement.mine],
    foreign: (f) => [f.movement.b],
  },

  // dashboard and analytic: figures of the applications registered or sold in the caller's branch.
  getDeliveryStatistics: {
    kind: 'totals',
    check: (own, all) => {
      expect((own as { total: number }).total).toBe(OWN_IN_PERIOD);
      expect((all as { total: number }).total).toBe(ALL_IN_PERIOD);
    },
  },
  getHourlyStatistics: {
    kind: 'totals',
    check: (own, all) => {
      expect(sum(own, 'created')).toBe(OWN_IN_PERIOD);
      expect(sum(all, 'created')).toBe(ALL_IN_PERIOD);
    },
  },
  getCategoryStatistics: {
    kind: 'totals',
    check: (own, all) => {
      expect(sum(own, 'quantity')).toBe(OWN_IN_PERIOD);
      expect(sum(all, 'quantity')).toBe(ALL_IN_PERIOD);
    },
  },
  getSalesAnalytics: {
    kind: 'totals',
    check: (own, all) => {
      expect((own as { orders: number }).orders).toBe(OWN_IN_PERIOD);
      expect((all as { orders: number }).orders).toBe(ALL_IN_PERIOD);
    },
  },
  // One row per registering branch: the caller sees their branch's row only.
  listBranchStatistics: {
    kind: 'totals',
    check: (own, all) => {
      const rows = own as { branch: { id: number }; total: number }[];
      expect(new Set(rows.map((row) => row.branch.id)).size).toBe(1);
      expect(sum(own, 'total')).toBe(2);
      expect(sum(all, 'total')).toBe(ALL_IN_PERIOD);
    },
  },
  getBranchStatistics: recordOf(
    (f) => f.branchA,
    (f) => f.branchB,
  ),

  // branch: the caller's own branch only; reference data (regions, districts, groups, the main warehouse) for all.
  getBranch: recordOf(
    (f) => f.branchA,
    (f) => f.branchB,
  ),
  updateBranch: recordOf(
    (f) => f.branchA,
    (f) => f.branchB,
    () => branchForm,
  ),
  setBranchStatus: recordOf(
    (f) => f.branchA,
    (f) => f.branchB,
    () => ({ is_active: true }),
  ),
  createBranch: { kind: 'closed', request: () => ({ payload: { ...branchForm, name: 'Yangi filial' } }) },
  deleteBranch: { kind: 'closed', request: (f) => ({ params: [f.branchA] }) },
  restoreBranch: { kind: 'closed', request: (f) => ({ params: [f.branchA] }) },
  createBranchGroup: {
    kind: 'closed',
    request: (f) => ({ payload: { name: 'Own walk', branch_ids: [f.branchA] } }),
  },
  getMainWarehouse: { kind: 'company', request: () => ({}) },
  listRegions: { kind: 'company', request: () => ({}) },
  listDistricts: { kind: 'company', request: () => ({ params: [1] }) },
  listBranchGroups: { kind: 'company', request: () => ({}) },

  // users and user.update: the users of the caller's branch and themselves; new users in their branch only.
  listUsers: {
    kind: 'list',
    narrow: 'search=99890777010',
    owns: (row, f) => refId(row, 'branch') === f.branchA || row.id === f.me,
    mine: (f) => [f.me],
    foreign: (f) => [f.other],
  },
  getUser: recordOf(
    (f) => f.me,
    (f) => f.other,
  ),
  updateUser: recordOf(
    (f) => f.me,
    (f) => f.other,
    () => ({ name: 'Свой Самаркандский' }),
  ),
  createUser: {
    kind: 'input',
    request: (_f, branchId) => ({
      payload: {
        name: 'Yangi xodim',
        phone: `99890777${String(branchId).padStart(4, '0')}`,
        password: 'Ombor-kaliti-2026',
        branch_id: branchId,
      },
    }),
    status: 403,
  },

  // roles, perms, by.role, by.perms: the company's access rules belong to no branch.
  listRoles: { kind: 'company', request: () => ({}) },
  getRole: { kind: 'company', request: () => ({ params: [1] }) },
  createRole: { kind: 'company' },
  updateRole: { kind: 'company' },
  deleteRole: { kind: 'company' },
  copyRolePermissions: { kind: 'company' },
  listPermissions: { kind: 'company', request: () => ({}) },
  getPermission: { kind: 'company', request: () => ({ params: [1] }) },
  createPermission: { kind: 'company' },
  updatePermission: { kind: 'company' },
  deletePermission: { kind: 'company' },
  listRoleGrants: { kind: 'company', request: () => ({ params: [1] }) },
  setRoleGrants: { kind: 'company' },
  listPermissionGrants: { kind: 'company', request: () => ({ params: [1] }) },
  setPermissionGrants: { kind: 'company' },
};

/** Operations announced but not in the contract yet: classified ahead, walked once they arrive. */
const ANNOUNCED = new Set(['downloadApplicationFile', 'getProductImage']);

const BOUNDARY = 'own-walk-boundary';
const multipart = ({ field, name, type }: NonNullable<Request['file']>) =>
  [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
    `Content-Type: ${type}`,
    '',
    '%PDF-1.4\n%%EOF',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');

let server: TestServer;
let f: OwnFixtures;
let own: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  f = await createOwnFixtures(server.db.orm);
  own = (await server.login(OWN_USER)).access_token;
  admin = (await server.login(ADMIN)).access_token;
});
afterAll(() => server.close());

function send(operation: Operation, request: Request, token: string): Promise<LightMyRequestResponse> {
  let next = 0;
  const path = operation.template.replace(/\{[^}]+\}/g, () => String(request.params?.[next++] ?? 1));
  const url = `/api${path}${request.query ? `?${request.query}` : ''}`;
  if (request.file)
    return server.call({
      method: operation.method,
      url,
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(request.file),
    });
  return server.call({
    method: operation.method,
    url,
    token,
    ...(request.payload !== undefined && { payload: request.payload as InjectOptions['payload'] }),
  });
}

async function everyRow(operation: Operation, query: string, token: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const response = await send(
      operation,
      { query: `${query}${query ? '&' : ''}page=${page}&per_page=500` },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Row[]; meta: { last_page: number } }>();
    rows.push(...body.data);
    if (page >= body.meta.last_page) return rows;
  }
}

const errorsOf = (response: LightMyRequestResponse) =>
  response.json<{ errors: { message: string; field?: string }[] }>().errors;

const walked = guarded.filter((operation) => WALK[operation.id] !== undefined);
const ORDER: Case['kind'][] = ['company', 'list', 'totals', 'record', 'bulk', 'input', 'closed'];
const byKind = (kind: Case['kind']) => walked.filter((operation) => WALK[operation.id]!.kind === kind);

it('classifies every guarded operation of the contract (no operation forgotten)', () => {
  expect(guarded.length).toBeGreaterThan(80);
  expect(guarded.filter((operation) => WALK[operation.id] === undefined).map((o) => o.id)).toEqual([]);
  const known = new Set(guarded.map((operation) => operation.id));
  expect(Object.keys(WALK).filter((id) => !known.has(id) && !ANNOUNCED.has(id))).toEqual([]);
  expect(walked.every((operation) => ORDER.includes(WALK[operation.id]!.kind))).toBe(true);
});

describe.each(byKind('company').filter((o) => (WALK[o.id] as { request?: unknown }).request))(
  'company-wide $id',
  (operation) => {
    it('answers an `own` caller exactly as an administrator', async () => {
      const request = (WALK[operation.id] as Extract<Case, { kind: 'company' }>).request!(f);
      const mine = await send(operation, request, own);
      const all = await send(operation, request, admin);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['content-type']).toBe(all.headers['content-type']);
      expect(mine.rawPayload.equals(all.rawPayload)).toBe(true);
    });
  },
);

describe.each(byKind('list'))('list $id', (operation) => {
  const walk = WALK[operation.id] as Extract<Case, { kind: 'list' }>;
  const idOf = (row: Row) => row[walk.rowId ?? 'id'] as number;

  it('gives an `own` caller only their rows, across every page', async () => {
    const rows = await everyRow(operation, walk.base ?? '', own);
    const strangers: unknown[] = [];
    for (const row of rows) if (!(await walk.owns(row, f, server))) strangers.push(idOf(row));
    expect(strangers).toEqual([]);
  });

  it('holds the caller’s records and leaves out the other branch’s, which an administrator sees', async () => {
    const query = [walk.base, walk.narrow].filter(Boolean).join('&');
    const seen = (await everyRow(operation, query, own)).map(idOf);
    expect(seen).toEqual(expect.arrayContaining(walk.mine(f)));
    for (const id of walk.foreign(f)) expect(seen).not.toContain(id);
    const everything = (await everyRow(operation, query, admin)).map(idOf);
    expect(everything).toEqual(expect.arrayContaining([...walk.mine(f), ...walk.foreign(f)]));
  });
});

describe.each(byKind('totals'))('figures $id', (operation) => {
  it('count only the applications of the caller’s branch', async () => {
    const walk = WALK[operation.id] as Extract<Case, { kind: 'totals' }>;
    const [mine, all] = await Promise.all(
      [own, admin].map((token) => send(operation, { query: PERIOD }, token)),
    );
    expect(mine!.statusCode, mine!.body).toBe(200);
    walk.check(mine!.json<{ data: unknown }>().data, all!.json<{ data: unknown }>().data);
  });
});

describe.each(byKind('record'))('record $id', (operation) => {
  it('answers another branch’s record exactly as a missing one (404), and the caller’s not so', async () => {
    const walk = WALK[operation.id] as Extract<Case, { kind: 'record' }>;
    const foreign = await send(operation, walk.request(f, walk.foreign(f)), own);
    const missing = await send(operation, walk.request(f, MISSING), own);
    expect(missing.statusCode).toBe(404);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(errorsOf(foreign)).toEqual(errorsOf(missing));
    const mine = await send(operation, walk.request(f, walk.mine(f)), own);
    expect([403, 404], mine.body).not.toContain(mine.statusCode);
  });
});

describe.each(byKind('bulk'))('all-or-nothing $id', (operation) => {
  it('refuses another branch’s id exactly as a missing id, on its place', async () => {
    const walk = WALK[operation.id] as Extract<Case, { kind: 'bulk' }>;
    const foreign = await send(operation, walk.request(f, [walk.mine(f), walk.foreign(f)]), own);
    const missing = await send(operation, walk.request(f, [walk.mine(f), MISSING]), own);
    expect(missing.statusCode).toBe(400);
    expect(foreign.statusCode, foreign.body).toBe(400);
    // The refusal names the id sent; apart from that the two answers are the same.
    const named = (id: number) =>
      errorsOf(id === MISSING ? missing : foreign).map((error) => ({
        ...error,
        message: error.message.replaceAll(String(id), '<id>'),
      }));
    expect(named(walk.foreign(f))).toEqual(named(MISSING));
    expect(errorsOf(foreign).map((error) => error.field)).toContain(`${walk.field}[1]`);
    // The caller's own id, refused or not for the rule, is not refused as unknown (the answers change nothing).
    const unknown = named(MISSING).find((error) => error.field === `${walk.field}[1]`)!.message;
    const first = named(MISSING).filter((error) => error.field === `${walk.field}[0]`);
    expect(first.map((error) => error.message.replaceAll(String(walk.mine(f)), '<id>'))).not.toContain(
      unknown,
    );
  });
});

describe.each(byKind('input'))('creating with $id', (operation) => {
  it('refuses a body naming another branch and accepts the caller’s branch', async () => {
    const walk = WALK[operation.id] as Extract<Case, { kind: 'input' }>;
    const foreign = await send(operation, walk.request(f, f.branchB), own);
    expect(foreign.statusCode, foreign.body).toBe(walk.status);
    if (walk.field !== undefined) expect(errorsOf(foreign).map((error) => error.field)).toEqual([walk.field]);
    const mine = await send(operation, walk.request(f, f.branchA), own);
    expect(mine.statusCode, mine.body).toBeLessThan(300);
  });
});

describe.each(byKind('closed'))('company-wide act $id', (operation) => {
  it('is refused to an `own` caller with 403, even on their own branch', async () => {
    const walk = WALK[operation.id] as Extract<Case, { kind: 'closed' }>;
    const response = await send(operation, walk.request(f), own);
    expect(response.statusCode, response.body).toBe(403);
    expect(errorsOf(response).length).toBeGreaterThan(0);
  });
});

describe('an `own` caller cannot move their records out of reach', () => {
  const operation = (id: string) => guarded.find((candidate) => candidate.id === id)!;

  it('keeps their cars, cargo and users in their branch', async () => {
    const car = await send(
      operation('updateCar'),
      {
        params: [f.car.a],
        payload: { model: 'Isuzu NQR', government_number: '95Z900ZZ', branch_id: f.branchB },
      },
      own,
    );
    expect(car.statusCode, car.body).toBe(400);
    expect(errorsOf(car).map((error) => error.field)).toEqual(['branch_id']);
    const cargo = await send(
      operation('updateCargo'),
      { params: [f.cargo.a], payload: cargoForm(f, f.branchB) },
      own,
    );
    expect(cargo.statusCode, cargo.body).toBe(400);
    expect(errorsOf(cargo).map((error) => error.field)).toEqual(['sender_branch_id']);
    const user = await send(
      operation('updateUser'),
      { params: [f.me], payload: { branch_id: f.branchB } },
      own,
    );
    expect(user.statusCode, user.body).toBe(403);
  });

  it('does not let them take the main warehouse flag for their branch', async () => {
    const response = await send(
      operation('updateBranch'),
      { params: [f.branchA], payload: { ...branchForm, is_main_warehouse: true } },
      own,
    );
    expect(response.statusCode, response.body).toBe(403);
  });

  it('puts a car they add without a branch in their branch', async () => {
    const response = await send(
      operation('createCar'),
      { payload: { model: 'Labo', government_number: '95Z920ZZ' } },
      own,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: { branch: { id: number } | null } }>().data.branch?.id).toBe(f.branchA);
  });

  it('attaches to their cars only staff of their branch (and those already aboard)', async () => {
    const stranger = await send(
      operation('attachCarUsers'),
      { params: [f.car.a], payload: { user_ids: [f.me, f.other] } },
      own,
    );
    expect(stranger.statusCode, stranger.body).toBe(400);
    expect(errorsOf(stranger).map((error) => error.field)).toEqual(['user_ids[1]']);
    const aboard = await send(
      operation('attachCarUsers'),
      { params: [f.car.mine], payload: { user_ids: [f.me] } },
      own,
    );
    expect(aboard.statusCode, aboard.body).toBe(200);
  });
});
