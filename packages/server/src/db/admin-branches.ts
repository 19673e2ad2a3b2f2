import { and, asc, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { BranchDetail, BranchGroup } from '@karvon/contracts';
import { searchMatches } from '../domain/search-text.ts';
import type { Orm } from './database.ts';
import type { Tx } from './application-changes.ts';
import {
  applications,
  branchAttachments,
  branchGroupMembers,
  branchGroups,
  branches,
  districts,
  regions,
} from './schema.ts';

type Reader = Orm | Tx;

/** Branches as the branch screens show them, in id order. */
export async function branchDetails(db: Reader, where: SQL | undefined): Promise<BranchDetail[]> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      address: branches.address,
      director: branches.director,
      isMainWarehouse: branches.isMainWarehouse,
      isActive: branches.isActive,
      deletedAt: branches.deletedAt,
      regionId: regions.id,
      regionName: regions.name,
      districtId: districts.id,
      districtRegionId: districts.regionId,
      districtName: districts.name,
    })
    .from(branches)
    .leftJoin(regions, eq(regions.id, branches.regionId))
    .leftJoin(districts, eq(districts.id, branches.districtId))
    .where(where)
    .orderBy(asc(branches.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [attached, groups] = await Promise.all([
    db
      .select({ branchId: branchAttachments.branchId, id: branches.id, name: branches.name })
      .from(branchAttachments)
      .innerJoin(branches, eq(branches.id, branchAttachments.attachedBranchId))
      .where(inArray(branchAttachments.branchId, ids))
      .orderBy(asc(branches.id)),
    db
      .select({ branchId: branchGroupMembers.branchId, id: branchGroups.id, name: branchGroups.name })
      .from(branchGroupMembers)
      .innerJoin(branchGroups, eq(branchGroups.id, branchGroupMembers.groupId))
      .where(inArray(branchGroupMembers.branchId, ids))
      .orderBy(asc(branchGroups.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    director: row.director,
    region:
      row.regionId === null || row.regionName === null ? null : { id: row.regionId, name: row.regionName },
    district:
      row.districtId === null || row.districtName === null || row.districtRegionId === null
        ? null
        : { id: row.districtId, region_id: row.districtRegionId, name: row.districtName },
    is_main_warehouse: row.isMainWarehouse,
    is_active: row.isActive,
    attached_branches: attached.filter((a) => a.branchId === row.id).map(({ id, name }) => ({ id, name })),
    groups: groups.filter((g) => g.branchId === row.id).map(({ id, name }) => ({ id, name })),
    deleted_at: row.deletedAt === null ? null : row.deletedAt.toISOString(),
  }));
}

export async function branchDetail(db: Reader, id: number): Promise<BranchDetail | null> {
  return (await branchDetails(db, eq(branches.id, id)))[0] ?? null;
}

/** Applications registered in the branch that are neither delivered nor closed. */
export async function applicationsInWork(db: Reader, branchId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applications)
    .where(
      and(
        eq(applications.registerBranchId, branchId),
        ne(applications.step, 'delivered'),
        isNull(applications.closedAt),
      ),
    );
  return row?.total ?? 0;
}

/** Branch groups with their (not deleted) member branches. */
export async function branchGroupPage(
  db: Reader,
  { page, perPage, search }: { page: number; perPage: number; search?: string | undefined },
): Promise<{ rows: BranchGroup[]; total: number }> {
  const where = searchMatches(search, [branchGroups.name]);
  const [groups, [totals]] = await Promise.all([
    db
      .select({ id: branchGroups.id, name: branchGroups.name })
      .from(branchGroups)
      .where(where)
      .orderBy(asc(branchGroups.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(branchGroups).where(where),
  ]);
  return { rows: await withMembers(db, groups), total: totals?.total ?? 0 };
}

export async function branchGroupById(db: Reader, id: number): Promise<BranchGroup | null> {
  const groups = await db
    .select({ id: branchGroups.id, name: branchGroups.name })
    .from(branchGroups)
    .where(eq(branchGroups.id, id));
  return (await withMembers(db, groups))[0] ?? null;
}

async function withMembers(db: Reader, groups: { id: number; name: string }[]): Promise<BranchGroup[]> {
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: branchGroupMembers.groupId, id: branches.id, name: branches.name })
    .from(branchGroupMembers)
    .innerJoin(branches, eq(branches.id, branchGroupMembers.branchId))
    .where(
      and(
        inArray(
          branchGroupMembers.groupId,
          groups.map((group) => group.id),
        ),
        isNull(branches.deletedAt),
      ),
    )
    .orderBy(asc(branches.id));
  return groups.map((group) => ({
    ...group,
    branches: members.filter((m) => m.groupId === group.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Ids among `ids` that name no row of the table (answered as `field[i]` errors). */
export async function existingIds(
  db: Reader,
  table: typeof branches | typeof branchGroups,
  ids: readonly number[],
  onlyLive = false,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const liveBranch = onlyLive && table === branches ? isNull(branches.deletedAt) : undefined;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), liveBranch));
  return new Set(rows.map((row) => row.id));
}
