import { and, count, eq, inArray, isNull, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PERMISSION_LEVELS } from '../domain/admin-rules.ts';
import type { Orm } from './database.ts';
import {
  SEED_BRANCH_DETAILS,
  SEED_BRANCH_GROUPS,
  SEED_PERMISSIONS,
  SEED_QUESTIONS,
  SEED_REGIONS,
} from './admin-seed-data.ts';
import {
  branchAttachments,
  branchGroupMembers,
  branchGroups,
  branches,
  districts,
  permissions,
  questionMessages,
  questions,
  regions,
  userSettings,
  users,
} from './schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

const ADMIN_PHONE = '998900000001';
const MANAGER_PHONE = '998900000002';

/**
 * Demo data of the admin area; idempotent like the rest of the seed: it adds what is missing and only fills
 * empty columns (a branch without a region, a user without a manager), never overwriting an edit.
 */
export async function seedAdmin(tx: Tx): Promise<void> {
  await seedRegions(tx);
  const branchIds = new Map(
    (await tx.select({ id: branches.id, name: branches.name }).from(branches)).map((b) => [b.name, b.id]),
  );
  await seedBranchDetails(tx, branchIds);
  await seedGroups(tx, branchIds);
  await tx
    .insert(permissions)
    .values(
      SEED_PERMISSIONS.map((permission) => ({
        ...permission,
        options: permission.type === 'flag' ? ['0', 'all'] : [...PERMISSION_LEVELS],
      })),
    )
    .onConflictDoNothing({ target: permissions.key });
  await seedPeople(tx, branchIds);
}

async function seedRegions(tx: Tx) {
  await tx
    .insert(regions)
    .values(SEED_REGIONS.map(({ name }) => ({ name })))
    .onConflictDoNothing({ target: regions.name });
  const regionIds = new Map((await tx.select().from(regions)).map((r) => [r.name, r.id]));
  await tx
    .insert(districts)
    .values(
      SEED_REGIONS.flatMap((region) =>
        region.districts.map((name) => ({ regionId: regionIds.get(region.name)!, name })),
      ),
    )
    .onConflictDoNothing({ target: [districts.regionId, districts.name] });
}

async function seedBranchDetails(tx: Tx, branchIds: Map<string, number>) {
  const places = await tx
    .select({
      regionId: regions.id,
      region: regions.name,
      districtId: districts.id,
      district: districts.name,
    })
    .from(districts)
    .innerJoin(regions, eq(regions.id, districts.regionId));
  const attached = alias(branchAttachments, 'attached');
  for (const detail of SEED_BRANCH_DETAILS) {
    const id = branchIds.get(detail.branch);
    const place = places.find((p) => p.region === detail.region && p.district === detail.district);
    if (id === undefined || place === undefined) continue;
    await tx
      .update(branches)
      .set({ regionId: place.regionId, districtId: place.districtId, director: detail.director })
      .where(and(eq(branches.id, id), isNull(branches.regionId)));
    const targets = detail.attachedTo.flatMap((name) => {
      const target = branchIds.get(name);
      return target === undefined || target === id ? [] : [target];
    });
    const [unattached] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(
        and(
          eq(branches.id, id),
          notExists(tx.select().from(attached).where(eq(attached.branchId, branches.id))),
        ),
      );
    if (unattached && targets.length > 0)
      await tx
        .insert(branchAttachments)
        .values(targets.map((attachedBranchId) => ({ branchId: id, attachedBranchId })));
  }
}

async function seedGroups(tx: Tx, branchIds: Map<string, number>) {
  for (const group of SEED_BRANCH_GROUPS) {
    const [created] = await tx
      .insert(branchGroups)
      .values({ name: group.name })
      .onConflictDoNothing({ target: branchGroups.name })
      .returning({ id: branchGroups.id });
    if (!created) continue;
    const members = group.branches.flatMap((name) => {
      const branchId = branchIds.get(name);
      return branchId === undefined ? [] : [{ groupId: created.id, branchId }];
    });
    if (members.length > 0) await tx.insert(branchGroupMembers).values(members).onConflictDoNothing();
  }
}

/** Managers of the demo staff, the administrator's settings, a couple of questions on the board. */
async function seedPeople(tx: Tx, branchIds: Map<string, number>) {
  const byPhone = new Map(
    (await tx.select({ id: users.id, phone: users.phone, branchId: users.branchId }).from(users)).map((u) => [
      u.phone,
      u,
    ]),
  );
  const admin = byPhone.get(ADMIN_PHONE);
  const manager = byPhone.get(MANAGER_PHONE);
  if (admin === undefined || manager === undefined) return;
  await tx
    .update(users)
    .set({ managerId: admin.id })
    .where(and(eq(users.id, manager.id), isNull(users.managerId)));
  const staffPhones = [...byPhone.keys()].filter((phone) => /^9989000000(0[3-9]|1[0-4])$/.test(phone));
  if (staffPhones.length > 0)
    await tx
      .update(users)
      .set({ managerId: manager.id })
      .where(and(inArray(users.phone, staffPhones), isNull(users.managerId), ne(users.id, manager.id)));

  const mainWarehouse = branchIds.get('Ташкент — главный склад');
  await tx
    .insert(userSettings)
    .values({
      userId: admin.id,
      language: 'ru',
      workingBranchId: admin.branchId,
      dashboard: {
        widgets: ['delivery', 'hourly', 'category', 'sales', 'branches'],
        expanded_branch_ids: mainWarehouse === undefined ? [] : [mainWarehouse],
      },
    })
    .onConflictDoNothing({ target: userSettings.userId });

  const [asked] = await tx.select({ total: count() }).from(questions);
  if ((asked?.total ?? 0) > 0) return;
  const day = 24 * 60 * 60_000;
  const start = Date.now() - 3 * day;
  for (const [i, question] of SEED_QUESTIONS.entries()) {
    const authorId = byPhone.get(question.author)?.id;
    if (authorId === undefined) continue;
    const createdAt = new Date(start + i * day);
    const updatedAt = new Date(createdAt.getTime() + (question.messages.length - 1) * 3_600_000);
    const [row] = await tx
      .insert(questions)
      .values({ title: question.title, authorId, isClosed: question.closed, createdAt, updatedAt })
      .returning({ id: questions.id });
    if (!row) continue;
    const messages = question.messages.flatMap((message, j) => {
      const author = byPhone.get(message.author)?.id;
      return author === undefined
        ? []
        : [
            {
              questionId: row.id,
              authorId: author,
              text: message.text,
              createdAt: new Date(createdAt.getTime() + j * 3_600_000),
            },
          ];
    });
    if (messages.length > 0) await tx.insert(questionMessages).values(messages);
  }
}
