import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Application,
  ApplicationFile,
  ApplicationSort,
  ApplicationStatus,
  ApplicationStep,
  Comment,
  FrozenApplication,
  Product,
  StepHistoryEntry,
  Timing,
} from '@karvon/contracts';
import type { SessionUser } from '../auth/sessions.ts';
import { currentSnapshot, snapshotColumn } from '../auth/snapshot.ts';
import type { RowScope } from '../auth/guard.ts';
import {
  TIMING_THRESHOLDS,
  nextStepsOf,
  timingOf,
  workflowStateOf,
  type WorkflowState,
} from '../domain/application-workflow.ts';
import { applicationSearchMatches } from './application-search.ts';
import type { Orm } from './database.ts';
import {
  applicationComments,
  applicationFiles,
  applicationProducts,
  applications,
  applicationSteps,
  branches,
  products,
  users,
} from './schema.ts';

/** Dates leave the server as ISO 8601 in Asia/Tashkent (UTC+5 all year, no daylight saving). */
export function tashkentIso(date: Date): string {
  return `${new Date(date.getTime() + 5 * 3_600_000).toISOString().slice(0, 19)}+05:00`;
}

/** The first instant of a business day (YYYY-MM-DD) in Asia/Tashkent. */
export function tashkentDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+05:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}

/** Who is looking: `own` callers see applications of their branch or where they are the agent, driver or online user. */
export interface Viewer {
  user: SessionUser;
  scope: RowScope;
}

export function ownApplications(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined;
  const { id, branchId } = viewer.user;
  return or(
    ...(branchId === null
      ? []
      : [eq(applications.registerBranchId, branchId), eq(applications.saleBranchId, branchId)]),
    eq(applications.agentId, id),
    eq(applications.driverId, id),
    eq(applications.onlineUserId, id),
  );
}

/** `own` callers of the frozen screen see what they froze and what is frozen in their branch. */
export function ownFrozenApplications(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined;
  const { id, branchId } = viewer.user;
  return or(
    ...(branchId === null ? [] : [eq(applications.registerBranchId, branchId)]),
    eq(applications.frozenById, id),
  );
}

const frozenBy = alias(users, 'frozen_by');
const registerBranch = alias(branches, 'register_branch');

/*
 * Names of the referenced staff and branches come from scalar subqueries rather than six joins: with the joins,
 * planning the list query cost more than running it (~6 ms against ~1 ms on PGlite over 100,000 rows). The
 * foreign keys make both forms give the same names.
 */
function nameOf(table: 'users' | 'branches', id: AnyPgColumn) {
  // Spelled out in full: drizzle leaves columns of a single-table select unqualified, and inside the subquery an
  // unqualified name would resolve to the inner table first.
  return sql<
    string | null
  >`(select ref.name from ${sql.identifier(table)} ref where ref.id = ${sql.identifier('applications')}.${sql.identifier(id.name)})`;
}
const userName = (id: AnyPgColumn) => nameOf('users', id);
const branchName = (id: AnyPgColumn) => nameOf('branches', id);

/** Minutes at the current step, as domain/application-workflow.ts minutesAtStep counts them. */
const spentMinutes = sql<number>`(case when ${applications.step} = 'delivered' then 0 else greatest(0, floor(extract(epoch from (coalesce(${applications.frozenAt}, now()) - ${applications.stepStartedAt})) / 60)) end)::int`;

/** The timing filter in SQL, from the same thresholds as timingOf. */
function timingIs(timing: Timing): SQL {
  const ratio = sql`(${spentMinutes}::float8 / nullif(${applications.stepDurationMinutes}, 0))`;
  const index = TIMING_THRESHOLDS.findIndex((level) => level.timing === timing);
  const below = TIMING_THRESHOLDS[index]?.belowRatio;
  const above =
    index > 0
      ? TIMING_THRESHOLDS[index - 1]?.belowRatio
      : index === -1
        ? TIMING_THRESHOLDS.at(-1)?.belowRatio
        : undefined;
  const parts: SQL[] = [];
  if (above !== undefined) parts.push(sql`${ratio} >= ${above}`);
  if (below !== undefined) parts.push(sql`${ratio} < ${below}`);
  // No plan (the final step) counts as `start`.
  if (timing === 'start') return sql`(${applications.stepDurationMinutes} <= 0 or ${and(...parts)})`;
  return sql`(${applications.stepDurationMinutes} > 0 and ${and(...parts)})`;
}

const ref = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

const applicationColumns = {
  id: applications.id,
  orderId: applications.orderId,
  loadNumber: applications.loadNumber,
  invoiceNumber: applications.invoiceNumber,
  counteragent: applications.counteragent,
  paymentType: applications.paymentType,
  driverId: applications.driverId,
  driverName: userName(applications.driverId),
  carNumber: applications.carNumber,
  registerBranchId: applications.registerBranchId,
  // Never null: register_branch_id is required and references branches.
  registerBranchName: sql<string>`${branchName(applications.registerBranchId)}`,
  saleBranchId: applications.saleBranchId,
  saleBranchName: branchName(applications.saleBranchId),
  writeOffBranchId: applications.writeOffBranchId,
  writeOffBranchName: branchName(applications.writeOffBranchId),
  onlineUserId: applications.onlineUserId,
  onlineUserName: userName(applications.onlineUserId),
  agentId: applications.agentId,
  agentName: userName(applications.agentId),
  status: applications.status,
  step: applications.step,
  stepDurationMinutes: applications.stepDurationMinutes,
  spentMinutes,
  totalAmount: applications.totalAmount,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  deliveryDeadline: applications.deliveryDeadline,
  comment: applications.comment,
  pinfl: applications.pinfl,
  inn: applications.inn,
  cardNumber: applications.cardNumber,
  cardExpiry: applications.cardExpiry,
  contractNumber: applications.contractNumber,
  registeredAddress: applications.registeredAddress,
  landmark: applications.landmark,
  isPrinted: applications.isPrinted,
  isFrozen: applications.isFrozen,
  isDistributed: applications.isDistributed,
};

function selectApplications(orm: Orm) {
  return orm.select(applicationColumns).from(applications);
}

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    order_id: row.orderId,
    load_number: row.loadNumber,
    invoice_number: row.invoiceNumber,
    counteragent: row.counteragent,
    payment_type: row.paymentType,
    driver: ref(row.driverId, row.driverName),
    car_number: row.carNumber,
    register_branch: { id: row.registerBranchId, name: row.registerBranchName },
    sale_branch: ref(row.saleBranchId, row.saleBranchName),
    write_off_branch: ref(row.writeOffBranchId, row.writeOffBranchName),
    online_user: ref(row.onlineUserId, row.onlineUserName),
    agent: ref(row.agentId, row.agentName),
    status: row.status,
    step: row.step,
    timing: timingOf(row.spentMinutes, row.stepDurationMinutes),
    total_amount: row.totalAmount,
    created_at: tashkentIso(row.createdAt),
    updated_at: tashkentIso(row.updatedAt),
    delivery_deadline: row.deliveryDeadline && tashkentIso(row.deliveryDeadline),
    duration_minutes: row.stepDurationMinutes,
    time_spent_minutes: row.spentMinutes,
    comment: row.comment,
    pinfl: row.pinfl,
    inn: row.inn,
    card_number: row.cardNumber,
    card_expiry: row.cardExpiry,
    contract_number: row.contractNumber,
    registered_address: row.registeredAddress,
    landmark: row.landmark,
    is_printed: row.isPrinted,
    is_frozen: row.isFrozen,
    is_distributed: row.isDistributed,
    next_steps: [...nextStepsOf(workflowStateOf(row))],
  };
}

/**
 * A list row: the application's own columns; the names it refers to come from a NameBook. `application_list_rows`
 * (migration 0008) selects these columns in this order: a change here needs a migration that redefines it.
 */
const {
  driverName: _driverName,
  registerBranchName: _registerBranchName,
  saleBranchName: _saleBranchName,
  writeOffBranchName: _writeOffBranchName,
  onlineUserName: _onlineUserName,
  agentName: _agentName,
  ...listColumns
} = applicationColumns;

type ListRow = Omit<
  ApplicationRow,
  | 'driverName'
  | 'registerBranchName'
  | 'saleBranchName'
  | 'writeOffBranchName'
  | 'onlineUserName'
  | 'agentName'
>;

/** Names of staff and branches as they were in one database snapshot. */
interface NameBook {
  snapshot: string;
  users: Map<number, string>;
  branches: Map<number, string>;
}

/**
 * Names a list page refers to, remembered per database while its snapshot is unchanged: the six name subqueries per
 * row cost a page about as much as the rest of its query on PGlite. Names missing from the book, or a page read in
 * another snapshot, are looked up by id in one query; a page never waits for more than that one query.
 */
const nameBooks = new WeakMap<Orm, NameBook>();

async function namesOf(orm: Orm, rows: readonly ListRow[], pageSnapshot: string): Promise<NameBook> {
  const userIds = new Set<number>();
  const branchIds = new Set<number>();
  for (const row of rows) {
    for (const id of [row.driverId, row.onlineUserId, row.agentId]) if (id !== null) userIds.add(id);
    for (const id of [row.registerBranchId, row.saleBranchId, row.writeOffBranchId])
      if (id !== null) branchIds.add(id);
  }
  if (userIds.size === 0 && branchIds.size === 0) {
    return { snapshot: pageSnapshot, users: new Map(), branches: new Map() };
  }
  const remembered = nameBooks.get(orm);
  const book = remembered?.snapshot === pageSnapshot ? remembered : undefined;
  const missingUsers = [...userIds].filter((id) => !book?.users.has(id));
  const missingBranches = [...branchIds].filter((id) => !book?.branches.has(id));
  if (book !== undefined && missingUsers.length === 0 && missingBranches.length === 0) return book;

  const found = await orm
    .select({ isUser: sql<boolean>`true`, id: users.id, name: users.name, snapshot: snapshotColumn })
    .from(users)
    .where(inArray(users.id, missingUsers))
    .unionAll(
      orm
        .select({
          isUser: sql<boolean>`false`,
          id: branches.id,
          name: branches.name,
          snapshot: snapshotColumn,
        })
        .from(branches)
        .where(inArray(branches.id, missingBranches)),
    );
  const foundSnapshot = found[0]?.snapshot;
  // Names read in the page's snapshot join its book; read in a later one (a write came in between), they start
  // that snapshot's book, and this page shows them merged with what its own snapshot had.
  const next: NameBook =
    book !== undefined && foundSnapshot === book.snapshot
      ? book
      : { snapshot: foundSnapshot ?? pageSnapshot, users: new Map(), branches: new Map() };
  const answer: NameBook =
    next === book
      ? book
      : { snapshot: pageSnapshot, users: new Map(book?.users), branches: new Map(book?.branches) };
  for (const { isUser, id, name } of found) {
    (isUser ? next.users : next.branches).set(id, name);
    if (answer !== next) (isUser ? answer.users : answer.branches).set(id, name);
  }
  if (foundSnapshot !== undefined) nameBooks.set(orm, next);
  return answer;
}

function withNames(row: ListRow, book: NameBook): ApplicationRow {
  const userName = (id: number | null) => (id === null ? null : (book.users.get(id) ?? null));
  const branchName = (id: number | null) => (id === null ? null : (book.branches.get(id) ?? null));
  // The row was made for this page alone, so it is completed in place rather than copied (40 columns, 20+ rows).
  return Object.assign(row, {
    driverName: userName(row.driverId),
    // register_branch_id is required and references branches; the fallback only satisfies the type.
    registerBranchName: branchName(row.registerBranchId) ?? '',
    saleBranchName: branchName(row.saleBranchId),
    writeOffBranchName: branchName(row.writeOffBranchId),
    onlineUserName: userName(row.onlineUserId),
    agentName: userName(row.agentId),
  });
}

export interface ApplicationFilters {
  search?: string;
  status?: ApplicationStatus;
  step?: ApplicationStep;
  timing?: Timing;
  date_from?: string;
  date_to?: string;
  driver_id?: number;
  branch_id?: number;
  sale_branch_id?: number;
  online_user_id?: number;
  frozen?: boolean;
  printed?: boolean;
  sort?: ApplicationSort;
}

export interface Page {
  page: number;
  per_page: number;
}

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

function pageOf<T>(data: T[], total: number, { page, per_page }: Page): PageOf<T> {
  return {
    data,
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

/**
 * Totals of list pages, remembered per database with the snapshot they were counted in. Counting the matching
 * rows is most of a list request on 100,000 applications (tens of ms on PGlite), while paging and re-asking the same
 * filter is what operators do. A total is reused only while `pg_current_snapshot()` is unchanged: an identical
 * snapshot sees exactly the same committed transactions, so the total is still exact; any write anywhere in the
 * database (from this server or another) makes the next request count again.
 */
const totalsByDatabase = new WeakMap<Orm, Map<string, { snapshot: string; total: number }>>();
const REMEMBERED_TOTALS = 500;
let rememberTotals = true;

/** For the benchmark's before/after: with `false` every list request counts its rows. */
export function setListTotalsCache(enabled: boolean): void {
  rememberTotals = enabled;
}

async function countApplications(
  orm: Orm,
  where: SQL | undefined,
  snapshotNow: () => Promise<string>,
): Promise<number> {
  const query = orm
    .select({ total: sql<number>`count(*)::int`, snapshot: snapshotColumn })
    .from(applications)
    .where(where);
  if (!rememberTotals) return (await query)[0]?.total ?? 0;
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let totals = totalsByDatabase.get(orm);
  if (!totals) totalsByDatabase.set(orm, (totals = new Map()));
  const remembered = totals.get(key);
  if (remembered && remembered.snapshot === (await snapshotNow())) return remembered.total;
  const [counted] = await query;
  totals.delete(key);
  totals.set(key, { snapshot: counted?.snapshot ?? '', total: counted?.total ?? 0 });
  if (totals.size > REMEMBERED_TOTALS) totals.delete(totals.keys().next().value!);
  return counted?.total ?? 0;
}

/**
 * A page of rows and the total. A page that is not full needs no count (its rows end the list, in the same
 * snapshot); otherwise `count` counts the rows, given the snapshot the page was read in when the page's statement
 * selected it.
 */
async function pageAndTotal<Row>(
  pageQuery: PromiseLike<{ rows: Row[]; snapshot?: string }>,
  count: (snapshotNow: () => Promise<string>) => Promise<number>,
  { page, per_page }: Page,
  orm: Orm,
): Promise<[Row[], number]> {
  const offset = (page - 1) * per_page;
  const { rows, snapshot } = await pageQuery;
  if (rows.length < per_page && (rows.length > 0 || page === 1)) return [rows, offset + rows.length];
  const snapshotNow = async () => snapshot ?? (await currentSnapshot(orm));
  return [rows, await count(snapshotNow)];
}

/**
 * Which list filters the per-branch-and-status totals (migration 0007) answer exactly. A record over every filter,
 * so that a filter added later has to be classified here before it can compile.
 */
const ANSWERED_BY_BRANCH_STATUS_TOTALS: Record<keyof ApplicationFilters, boolean> = {
  search: false,
  status: true,
  step: false,
  timing: false,
  date_from: false,
  date_to: false,
  driver_id: false,
  branch_id: true,
  sale_branch_id: false,
  online_user_id: false,
  frozen: false,
  printed: false,
  sort: true,
};

function branchStatusTotalsAnswer(filters: ApplicationFilters, viewer: Viewer): boolean {
  if (viewer.scope !== 'all') return false;
  return (Object.keys(ANSWERED_BY_BRANCH_STATUS_TOTALS) as (keyof ApplicationFilters)[]).every(
    (key) =>
      ANSWERED_BY_BRANCH_STATUS_TOTALS[key] ||
      filters[key] === undefined ||
      // A search of only spaces is no search (see searchLike).
      (key === 'search' && applicationSearchMatches(filters.search) === undefined),
  );
}

/**
 * The total for no filter, a branch, a status or both: a sum over a few hundred rows kept by 0007's triggers. As a
 * scalar subquery it runs once per statement, so a page's rows bring their total along without another query.
 */
function branchStatusTotal(filters: ApplicationFilters): SQL<number> {
  const conditions = [
    ...(filters.branch_id === undefined ? [] : [sql`register_branch_id = ${filters.branch_id}`]),
    ...(filters.status === undefined ? [] : [sql`status = ${filters.status}`]),
  ];
  const where = conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`;
  return sql<number>`(select coalesce(sum(total), 0)::int from application_counts${where})`;
}

function applicationConditions(filters: ApplicationFilters, viewer: Viewer): SQL | undefined {
  return and(
    ownApplications(viewer),
    applicationSearchMatches(filters.search),
    filters.status && eq(applications.status, filters.status),
    filters.step && eq(applications.step, filters.step),
    filters.timing && timingIs(filters.timing),
    filters.date_from !== undefined
      ? gte(applications.createdAt, tashkentDayStart(filters.date_from))
      : undefined,
    filters.date_to !== undefined
      ? lt(applications.createdAt, tashkentDayStart(filters.date_to, 1))
      : undefined,
    filters.driver_id !== undefined ? eq(applications.driverId, filters.driver_id) : undefined,
    filters.branch_id !== undefined ? eq(applications.registerBranchId, filters.branch_id) : undefined,
    filters.sale_branch_id !== undefined ? eq(applications.saleBranchId, filters.sale_branch_id) : undefined,
    filters.online_user_id !== undefined ? eq(applications.onlineUserId, filters.online_user_id) : undefined,
    filters.frozen !== undefined ? eq(applications.isFrozen, filters.frozen) : undefined,
    filters.printed !== undefined ? eq(applications.isPrinted, filters.printed) : undefined,
  );
}

/** The contract's sort keys; `-` sorts descending. Empty values go last; the id breaks ties so pages never overlap. */
const sortColumns = {
  id: applications.id,
  created_at: applications.createdAt,
  updated_at: applications.updatedAt,
  delivery_deadline: applications.deliveryDeadline,
  time_spent_minutes: spentMinutes,
  total_amount: applications.totalAmount,
} satisfies Record<string, unknown>;

/**
 * Only the deadline can be empty. The other keys are sorted without `nulls last`: on a column that is never null it
 * changes nothing, while it keeps a descending sort from being read backwards off an ascending index (a plain
 * `desc` puts nulls first, which is what a backward index scan yields).
 */
const NULLABLE_SORT_KEYS: ReadonlySet<string> = new Set(['delivery_deadline']);

function orderOf(sort: ApplicationSort = '-created_at'): SQL[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = sortColumns[key as keyof typeof sortColumns];
  const nulls = NULLABLE_SORT_KEYS.has(key) ? sql` nulls last` : sql``;
  const direction = descending ? sql`desc${nulls}` : sql`asc${nulls}`;
  return [sql`${column} ${direction}`, descending ? desc(applications.id) : asc(applications.id)];
}

/**
 * The list row's columns in the order `application_list_rows` (migration 0008) gives them; timestamps arrive as
 * ISO 8601 text.
 */
const LIST_KEYS = Object.keys(listColumns) as (keyof ListRow)[];
const LIST_TIMESTAMPS: ReadonlySet<keyof ListRow> = new Set(['createdAt', 'updatedAt', 'deliveryDeadline']);
const IS_LIST_TIMESTAMP = LIST_KEYS.map((key) => LIST_TIMESTAMPS.has(key));

function listRowOf(values: unknown[]): ListRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < LIST_KEYS.length; i += 1) {
    const value = values[i];
    row[LIST_KEYS[i]!] = IS_LIST_TIMESTAMP[i] && typeof value === 'string' ? new Date(value) : value;
  }
  return row as ListRow;
}

/**
 * The page's rows, with the snapshot and (when given) the total, in one statement of one row. The rows come as one
 * JSON array of arrays from `application_list_rows` (migration 0008): PGlite's wire-protocol reader and drizzle's
 * row mapper would otherwise copy and call for each column of each row (32 columns, 20–50 rows a page), and the
 * function's own statement is planned once per connection rather than parsed and planned with every request.
 */
async function listPage(
  orm: Orm,
  pageIds: SQLWrapper,
  total: SQL<number> | undefined,
): Promise<{ rows: ListRow[]; snapshot: string; total: number | undefined }> {
  const result = await orm.execute(
    sql`select application_list_rows(array(${pageIds})) as rows, ${snapshotColumn} as snapshot,
      ${total ?? sql`null`} as total`,
  );
  const [selected] = (
    result as unknown as { rows: { rows: unknown[][]; snapshot: string; total: number | null }[] }
  ).rows;
  return {
    rows: (selected?.rows ?? []).map(listRowOf),
    snapshot: selected?.snapshot ?? '',
    total: selected?.total ?? undefined,
  };
}

/** Newest first unless asked otherwise: the operator works on what came in last. */
export async function listApplications(
  orm: Orm,
  filters: ApplicationFilters,
  page: Page,
  viewer: Viewer,
): Promise<PageOf<Application>> {
  const where = applicationConditions(filters, viewer);
  const order = orderOf(filters.sort);
  const byTotals = branchStatusTotalsAnswer(filters, viewer);
  // The page's ids first, then their columns: an offset skips index entries only, and with branch and status the
  // ids come off the index alone.
  const pageIds = orm
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...order)
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const listed = listPage(orm, pageIds, byTotals ? branchStatusTotal(filters) : undefined);
  const [rows, total] = await pageAndTotal(
    listed,
    async (snapshotNow) => (await listed).total ?? countApplications(orm, where, snapshotNow),
    page,
    orm,
  );
  const book = await namesOf(orm, rows, (await listed).snapshot);
  return pageOf(
    rows.map((row) => toApplication(withNames(row, book))),
    total,
    page,
  );
}

export async function findApplication(orm: Orm, id: number, viewer: Viewer): Promise<Application | null> {
  const [row] = await selectApplications(orm).where(and(eq(applications.id, id), ownApplications(viewer)));
  return row ? toApplication(row) : null;
}

export async function applicationProductsOf(orm: Orm, applicationId: number): Promise<Product[]> {
  const rows = await orm
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      code: products.code,
      series: products.series,
      brand: products.brand,
      category: products.category,
      quantity: applicationProducts.quantity,
      amount: applicationProducts.amount,
      volumeM3: products.volumeM3,
      color: products.color,
      imei: products.imei,
      imageUrl: products.imageUrl,
      status: products.status,
      isRepeatDelivery: products.isRepeatDelivery,
    })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(eq(applicationProducts.applicationId, applicationId))
    .orderBy(asc(applicationProducts.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    sku: row.sku,
    code: row.code,
    series: row.series,
    brand: row.brand,
    category: row.category,
    quantity: row.quantity,
    amount: row.amount,
    volume_m3: row.volumeM3,
    color: row.color,
    imei: row.imei,
    image_url: row.imageUrl,
    status: row.status,
    is_repeat_delivery: row.isRepeatDelivery,
  }));
}

export async function processOf(orm: Orm, applicationId: number): Promise<StepHistoryEntry[]> {
  const rows = await orm
    .select({
      id: applicationSteps.id,
      step: applicationSteps.step,
      status: applicationSteps.status,
      branchId: branches.id,
      branchName: branches.name,
      userId: users.id,
      userName: users.name,
      startedAt: applicationSteps.startedAt,
      finishedAt: applicationSteps.finishedAt,
      comment: applicationSteps.comment,
    })
    .from(applicationSteps)
    .leftJoin(branches, eq(branches.id, applicationSteps.branchId))
    .leftJoin(users, eq(users.id, applicationSteps.userId))
    .where(eq(applicationSteps.applicationId, applicationId))
    .orderBy(asc(applicationSteps.startedAt), asc(applicationSteps.id));
  return rows.map((row) => ({
    id: row.id,
    step: row.step,
    status: row.status,
    branch: ref(row.branchId, row.branchName),
    user: ref(row.userId, row.userName),
    started_at: tashkentIso(row.startedAt),
    finished_at: row.finishedAt && tashkentIso(row.finishedAt),
    minutes:
      row.finishedAt &&
      Math.max(0, Math.floor((row.finishedAt.getTime() - row.startedAt.getTime()) / 60_000)),
    comment: row.comment,
  }));
}

/**
 * Where an uploaded file is fetched from: a path on this API, never an origin taken from the request's Host header
 * (which whoever sends the request chooses).
 */
export function fileUrl(applicationId: number, fileId: number): string {
  return `/api/uz/application/${applicationId}/file/${fileId}`;
}

export async function filesOf(
  orm: Orm,
  applicationId: number,
  ids?: readonly number[],
): Promise<ApplicationFile[]> {
  const rows = await orm
    .select({
      id: applicationFiles.id,
      name: applicationFiles.name,
      mimeType: applicationFiles.mimeType,
      size: applicationFiles.size,
      uploadedAt: applicationFiles.uploadedAt,
      userId: users.id,
      userName: users.name,
    })
    .from(applicationFiles)
    .leftJoin(users, eq(users.id, applicationFiles.uploadedById))
    .where(
      and(
        eq(applicationFiles.applicationId, applicationId),
        ids === undefined ? undefined : inArray(applicationFiles.id, [...ids]),
      ),
    )
    .orderBy(asc(applicationFiles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: fileUrl(applicationId, row.id),
    mime_type: row.mimeType,
    size: row.size,
    uploaded_at: tashkentIso(row.uploadedAt),
    uploaded_by: ref(row.userId, row.userName),
  }));
}

export async function commentsOf(
  orm: Orm,
  applicationId: number,
  ids?: readonly number[],
): Promise<Comment[]> {
  const rows = await orm
    .select({
      id: applicationComments.id,
      text: applicationComments.text,
      authorId: users.id,
      authorName: users.name,
      createdAt: applicationComments.createdAt,
    })
    .from(applicationComments)
    .innerJoin(users, eq(users.id, applicationComments.authorId))
    .where(
      and(
        eq(applicationComments.applicationId, applicationId),
        ids === undefined ? undefined : inArray(applicationComments.id, [...ids]),
      ),
    )
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    author: { id: row.authorId, name: row.authorName },
    created_at: tashkentIso(row.createdAt),
  }));
}

/** The workflow facts of the given applications the viewer may see, in the order of `ids`. */
export async function workflowStatesOf(
  orm: Orm,
  ids: readonly number[],
  scope: SQL | undefined,
): Promise<(WorkflowState | undefined)[]> {
  const rows = await orm
    .select({
      id: applications.id,
      step: applications.step,
      isFrozen: applications.isFrozen,
      closedAt: applications.closedAt,
    })
    .from(applications)
    .where(and(inArray(applications.id, [...ids]), scope))
    .for('update');
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, step: row.step, isFrozen: row.isFrozen, isClosed: row.closedAt !== null },
    ]),
  );
  return ids.map((id) => byId.get(id));
}

const frozenColumns = {
  id: applications.id,
  orderId: applications.orderId,
  counteragent: applications.counteragent,
  status: applications.status,
  step: applications.step,
  branchId: registerBranch.id,
  branchName: registerBranch.name,
  totalAmount: applications.totalAmount,
  frozenAt: applications.frozenAt,
  frozenById: frozenBy.id,
  frozenByName: frozenBy.name,
  reason: applications.freezeReason,
};

function selectFrozen(orm: Orm) {
  return orm
    .select(frozenColumns)
    .from(applications)
    .innerJoin(registerBranch, eq(registerBranch.id, applications.registerBranchId))
    .leftJoin(frozenBy, eq(frozenBy.id, applications.frozenById));
}

type FrozenRow = Awaited<ReturnType<typeof selectFrozen>>[number];

function toFrozen(row: FrozenRow): FrozenApplication {
  return {
    id: row.id,
    order_id: row.orderId,
    counteragent: row.counteragent,
    status: row.status,
    step: row.step,
    branch: { id: row.branchId, name: row.branchName },
    total_amount: row.totalAmount,
    // A frozen application always has frozen_at (a check constraint says so).
    frozen_at: tashkentIso(row.frozenAt ?? new Date(0)),
    frozen_by: ref(row.frozenById, row.frozenByName),
    reason: row.reason,
  };
}

export interface FrozenFilters {
  search?: string;
  branch_id?: number;
  date_from?: string;
  date_to?: string;
}

/** Most recently frozen first; the date filters apply to the day it was frozen. */
export async function listFrozenApplications(
  orm: Orm,
  filters: FrozenFilters,
  page: Page,
  viewer: Viewer,
): Promise<PageOf<FrozenApplication>> {
  const where = and(
    eq(applications.isFrozen, true),
    ownFrozenApplications(viewer),
    applicationSearchMatches(filters.search),
    filters.branch_id !== undefined ? eq(applications.registerBranchId, filters.branch_id) : undefined,
    filters.date_from !== undefined
      ? gte(applications.frozenAt, tashkentDayStart(filters.date_from))
      : undefined,
    filters.date_to !== undefined
      ? lt(applications.frozenAt, tashkentDayStart(filters.date_to, 1))
      : undefined,
  );
  const [rows, total] = await pageAndTotal(
    selectFrozen(orm)
      .where(where)
      .orderBy(desc(applications.frozenAt), desc(applications.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .then((rows) => ({ rows })),
    (snapshotNow) => countApplications(orm, where, snapshotNow),
    page,
    orm,
  );
  return pageOf(rows.map(toFrozen), total, page);
}

export async function findFrozenApplication(
  orm: Orm,
  id: number,
  viewer: Viewer,
): Promise<FrozenApplication | null> {
  const [row] = await selectFrozen(orm).where(
    and(eq(applications.id, id), eq(applications.isFrozen, true), ownFrozenApplications(viewer)),
  );
  return row ? toFrozen(row) : null;
}
