import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { BranchGroupInput, BranchInput, BranchStatusInput, ErrorItem } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import {
  applicationsInWork,
  branchDetail,
  branchDetails,
  branchGroupById,
  branchGroupPage,
  existingIds,
} from '../../db/admin-branches.ts';
import type { Tx } from '../../db/application-changes.ts';
import { refreshApplicationSearch } from '../../db/application-search.ts';
import type { Orm } from '../../db/database.ts';
import {
  applications,
  branchAttachments,
  branchGroupMembers,
  branchGroups,
  branches,
  districts,
  regions,
} from '../../db/schema.ts';
import { refuse, say } from '../../domain/admin-messages.ts';
import { pageMeta } from '../../domain/admin-rules.ts';
import { searchMatches } from '../../domain/search-text.ts';
import { HttpError } from '../../http-errors.ts';
import type { OperationHandler } from '../types.ts';
import { optionalText, requiredText } from '../../free-text.ts';

export interface PageQuery {
  page: number;
  per_page: number;
  search?: string;
}
type IdParams = { id: number };

/**
 * `own` on the branch screen: the caller reads and edits only their own branch (others answer 404, as if absent)
 * and may not create, delete or restore branches, make groups or move the main-warehouse flag (403). Regions,
 * districts, groups and the main warehouse are reference data everybody with the screen sees.
 */
function ownBranchOnly(request: FastifyRequest, id: number) {
  if (request.scope === 'own' && authOf(request).user.branchId !== id) throw refuse(request, 404, 'notFound');
}
function notForOwn(request: FastifyRequest) {
  if (request.scope === 'own') throw refuse(request, 403, 'forbidden');
}

/** Everything wrong with a branch form at once, each error on its field. */
async function branchFormErrors(
  request: FastifyRequest,
  tx: Tx,
  input: BranchInput,
  id: number | null,
): Promise<ErrorItem[]> {
  const errors: ErrorItem[] = [];
  const [sameName] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.name, input.name), id === null ? undefined : ne(branches.id, id)));
  if (sameName) errors.push({ field: 'name', message: say(request, 'branchNameTaken') });
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.region_id));
  if (!region) errors.push({ field: 'region_id', message: say(request, 'regionNotFound') });
  const [district] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, input.district_id), eq(districts.regionId, input.region_id)));
  if (!district) errors.push({ field: 'district_id', message: say(request, 'districtNotInRegion') });
  const liveBranches = await existingIds(tx, branches, input.attached_branch_ids, true);
  input.attached_branch_ids.forEach((branchId, i) => {
    if (branchId === id)
      errors.push({ field: `attached_branch_ids[${i}]`, message: say(request, 'attachedToItself') });
    else if (!liveBranches.has(branchId))
      errors.push({ field: `attached_branch_ids[${i}]`, message: say(request, 'branchNotFound') });
  });
  const groups = await existingIds(tx, branchGroups, input.group_ids);
  input.group_ids.forEach((groupId, i) => {
    if (!groups.has(groupId))
      errors.push({ field: `group_ids[${i}]`, message: say(request, 'groupNotFound') });
  });
  return errors;
}

/** Writes attachments and groups of a branch as the form has them. */
async function replaceLinks(tx: Tx, id: number, input: BranchInput) {
  await tx.delete(branchAttachments).where(eq(branchAttachments.branchId, id));
  await tx
    .insert(branchAttachments)
    .values(input.attached_branch_ids.map((attachedBranchId) => ({ branchId: id, attachedBranchId })));
  await tx.delete(branchGroupMembers).where(eq(branchGroupMembers.branchId, id));
  if (input.group_ids.length > 0)
    await tx.insert(branchGroupMembers).values(input.group_ids.map((groupId) => ({ groupId, branchId: id })));
}

/** There is one main warehouse: naming another moves the flag. */
async function takeMainWarehouse(tx: Tx, id: number) {
  await tx
    .update(branches)
    .set({ isMainWarehouse: false })
    .where(and(eq(branches.isMainWarehouse, true), ne(branches.id, id)));
}

/** The form's texts as stored (src/free-text.ts): name and address are required, the director is optional. */
const withTexts = (input: BranchInput): BranchInput => ({
  ...input,
  name: requiredText(input.name, 'name'),
  address: requiredText(input.address, 'address'),
  director: optionalText(input.director),
});

const columnsOf = (input: BranchInput) => ({
  name: input.name,
  address: input.address,
  director: input.director,
  regionId: input.region_id,
  districtId: input.district_id,
  isMainWarehouse: input.is_main_warehouse,
});

export function branchAdminHandlers(orm: Orm) {
  async function detailOrNotFound(request: FastifyRequest, id: number) {
    const branch = await branchDetail(orm, id);
    if (branch === null) throw refuse(request, 404, 'notFound');
    return { data: branch };
  }

  /** Locks a branch for a change; 404 when absent or out of an `own` caller's reach. */
  async function lockBranch(request: FastifyRequest, tx: Tx, id: number) {
    ownBranchOnly(request, id);
    const [row] = await tx
      .select({
        name: branches.name,
        isMainWarehouse: branches.isMainWarehouse,
        deletedAt: branches.deletedAt,
      })
      .from(branches)
      .where(eq(branches.id, id))
      .for('update');
    if (!row) throw refuse(request, 404, 'notFound');
    return row;
  }

  const getBranch: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    ownBranchOnly(request, id);
    return detailOrNotFound(request, id);
  };

  const createBranch: OperationHandler = async (request, reply) => {
    notForOwn(request);
    const input = withTexts(request.body as BranchInput);
    const id = await orm.transaction(async (tx) => {
      const errors = await branchFormErrors(request, tx, input, null);
      if (errors.length > 0) throw new HttpError(400, errors);
      const [created] = await tx.insert(branches).values(columnsOf(input)).returning({ id: branches.id });
      if (!created) throw new Error('The branch was not inserted');
      if (input.is_main_warehouse) await takeMainWarehouse(tx, created.id);
      await replaceLinks(tx, created.id, input);
      return created.id;
    });
    reply.code(201);
    return detailOrNotFound(request, id);
  };

  const updateBranch: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const input = withTexts(request.body as BranchInput);
    await orm.transaction(async (tx) => {
      const current = await lockBranch(request, tx, id);
      // Naming the main warehouse moves the flag off another branch: a company-wide act, not the own branch's.
      if (input.is_main_warehouse !== current.isMainWarehouse) notForOwn(request);
      if (current.deletedAt !== null) throw refuse(request, 400, 'branchDeleted');
      const errors = await branchFormErrors(request, tx, input, id);
      if (current.isMainWarehouse && !input.is_main_warehouse)
        errors.push({ field: 'is_main_warehouse', message: say(request, 'mainWarehouseMissing') });
      if (errors.length > 0) throw new HttpError(400, errors);
      if (input.is_main_warehouse) await takeMainWarehouse(tx, id);
      await tx.update(branches).set(columnsOf(input)).where(eq(branches.id, id));
      if (input.name !== current.name) {
        const inBranch = or(eq(applications.registerBranchId, id), eq(applications.saleBranchId, id));
        await refreshApplicationSearch(tx, inBranch);
      }
      await replaceLinks(tx, id, input);
    });
    return detailOrNotFound(request, id);
  };

  const setBranchStatus: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { is_active } = request.body as BranchStatusInput;
    await orm.transaction(async (tx) => {
      const current = await lockBranch(request, tx, id);
      if (current.deletedAt !== null) throw refuse(request, 400, 'branchDeleted');
      if (current.isMainWarehouse && !is_active) throw refuse(request, 400, 'mainWarehouseInactive');
      await tx.update(branches).set({ isActive: is_active }).where(eq(branches.id, id));
    });
    return detailOrNotFound(request, id);
  };

  const deleteBranch: OperationHandler = async (request, reply) => {
    notForOwn(request);
    const { id } = request.params as IdParams;
    await orm.transaction(async (tx) => {
      const current = await lockBranch(request, tx, id);
      if (current.deletedAt !== null) return;
      if (current.isMainWarehouse) throw refuse(request, 400, 'mainWarehouseDelete');
      if ((await applicationsInWork(tx, id)) > 0) throw refuse(request, 400, 'branchHasWork');
      await tx.update(branches).set({ deletedAt: new Date() }).where(eq(branches.id, id));
    });
    reply.code(204);
    return undefined;
  };

  const restoreBranch: OperationHandler = async (request) => {
    notForOwn(request);
    const { id } = request.params as IdParams;
    await orm.transaction(async (tx) => {
      const current = await lockBranch(request, tx, id);
      if (current.deletedAt === null) throw refuse(request, 400, 'branchNotDeleted');
      await tx.update(branches).set({ deletedAt: null }).where(eq(branches.id, id));
    });
    return detailOrNotFound(request, id);
  };

  const getMainWarehouse: OperationHandler = async (request) => {
    const [main] = await branchDetails(
      orm,
      and(eq(branches.isMainWarehouse, true), isNull(branches.deletedAt)),
    );
    if (!main) throw refuse(request, 404, 'notFound');
    return { data: main };
  };

  const listRegions: OperationHandler = async (request) => {
    const { page, per_page, search } = request.query as PageQuery;
    const where = searchMatches(search, [regions.name]);
    const [rows, [totals]] = await Promise.all([
      orm
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(where)
        .orderBy(asc(regions.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      orm.select({ total: count() }).from(regions).where(where),
    ]);
    return { data: rows, meta: pageMeta(page, per_page, totals?.total ?? 0) };
  };

  const listDistricts: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const { page, per_page, search } = request.query as PageQuery;
    const [region] = await orm.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
    if (!region) throw refuse(request, 404, 'notFound');
    const where = and(eq(districts.regionId, id), searchMatches(search, [districts.name]));
    const [rows, [totals]] = await Promise.all([
      orm
        .select({ id: districts.id, region_id: districts.regionId, name: districts.name })
        .from(districts)
        .where(where)
        .orderBy(asc(districts.id))
        .limit(per_page)
        .offset((page - 1) * per_page),
      orm.select({ total: count() }).from(districts).where(where),
    ]);
    return { data: rows, meta: pageMeta(page, per_page, totals?.total ?? 0) };
  };

  const listBranchGroups: OperationHandler = async (request) => {
    const { page, per_page, search } = request.query as PageQuery;
    const { rows, total } = await branchGroupPage(orm, { page, perPage: per_page, search });
    return { data: rows, meta: pageMeta(page, per_page, total) };
  };

  const createBranchGroup: OperationHandler = async (request, reply) => {
    notForOwn(request);
    const input = request.body as BranchGroupInput;
    const id = await orm.transaction(async (tx) => {
      const errors: ErrorItem[] = [];
      const name = requiredText(input.name, 'name');
      const [sameName] = await tx
        .select({ id: branchGroups.id })
        .from(branchGroups)
        .where(eq(branchGroups.name, name));
      if (sameName) errors.push({ field: 'name', message: say(request, 'groupNameTaken') });
      const live = await existingIds(tx, branches, input.branch_ids, true);
      input.branch_ids.forEach((branchId, i) => {
        if (!live.has(branchId))
          errors.push({ field: `branch_ids[${i}]`, message: say(request, 'branchNotFound') });
      });
      if (errors.length > 0) throw new HttpError(400, errors);
      const [group] = await tx.insert(branchGroups).values({ name }).returning({ id: branchGroups.id });
      if (!group) throw new Error('The group was not inserted');
      if (input.branch_ids.length > 0)
        await tx
          .insert(branchGroupMembers)
          .values(input.branch_ids.map((branchId) => ({ groupId: group.id, branchId })));
      return group.id;
    });
    reply.code(201);
    return { data: await branchGroupById(orm, id) };
  };

  return {
    getBranch,
    createBranch,
    updateBranch,
    setBranchStatus,
    deleteBranch,
    restoreBranch,
    getMainWarehouse,
    listRegions,
    listDistricts,
    listBranchGroups,
    createBranchGroup,
  };
}
