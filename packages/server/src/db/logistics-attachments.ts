import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderAttachment } from '@karvon/contracts';
import type { AttachableState } from '../domain/order-attachment.ts';
import { ownApplications, tashkentDayStart, tashkentIso, type Viewer } from './application-queries.ts';
import type { Orm } from './database.ts';
import { offsetOf, pageOf, refOf, type Page, type PageOf } from './logistics-common.ts';
import { applications, cars, orderAttachmentApplications, orderAttachments, users } from './schema.ts';
import type { LogisticsViewer } from '../routes/logistics/common.ts';

export interface AttachmentFilters {
  date_from?: string;
  date_to?: string;
  driver_id?: number;
  car_id?: number;
}

const driver = alias(users, 'driver');
const creator = alias(users, 'creator');

/** `own`: the attachments the caller made and the ones they drive. */
export function ownAttachments(viewer: LogisticsViewer): SQL | undefined {
  if (!viewer.own) return undefined;
  return or(eq(orderAttachments.createdById, viewer.user.id), eq(orderAttachments.driverId, viewer.user.id));
}

function selectAttachments(orm: Orm) {
  return orm
    .select({
      id: orderAttachments.id,
      carId: cars.id,
      carNumber: cars.governmentNumber,
      driverId: driver.id,
      driverName: driver.name,
      createdAt: orderAttachments.createdAt,
      creatorId: creator.id,
      creatorName: creator.name,
      applicationIds: sql<
        number[]
      >`coalesce((select array_agg(${orderAttachmentApplications.applicationId} order by ${orderAttachmentApplications.applicationId}) from ${orderAttachmentApplications} where ${orderAttachmentApplications.attachmentId} = ${orderAttachments.id}), '{}')`,
    })
    .from(orderAttachments)
    .innerJoin(cars, eq(cars.id, orderAttachments.carId))
    .innerJoin(driver, eq(driver.id, orderAttachments.driverId))
    .leftJoin(creator, eq(creator.id, orderAttachments.createdById));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAttachments>['execute']>>[number];

function toAttachment(row: Row): OrderAttachment {
  return {
    id: row.id,
    car: { id: row.carId, government_number: row.carNumber },
    driver: { id: row.driverId, name: row.driverName },
    application_ids: (row.applicationIds ?? []).map(Number),
    created_at: tashkentIso(row.createdAt),
    created_by: refOf(row.creatorId, row.creatorName),
  };
}

export async function listAttachments(
  orm: Orm,
  filters: AttachmentFilters,
  page: Page,
  viewer: LogisticsViewer,
): Promise<PageOf<OrderAttachment>> {
  const where = and(
    ownAttachments(viewer),
    filters.date_from !== undefined
      ? gte(orderAttachments.createdAt, tashkentDayStart(filters.date_from))
      : undefined,
    filters.date_to !== undefined
      ? lt(orderAttachments.createdAt, tashkentDayStart(filters.date_to, 1))
      : undefined,
    filters.driver_id !== undefined ? eq(orderAttachments.driverId, filters.driver_id) : undefined,
    filters.car_id !== undefined ? eq(orderAttachments.carId, filters.car_id) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectAttachments(orm)
      .where(where)
      .orderBy(desc(orderAttachments.createdAt), desc(orderAttachments.id))
      .limit(page.per_page)
      .offset(offsetOf(page)),
    orm
      .select({ total: sql<number>`count(*)::int` })
      .from(orderAttachments)
      .where(where),
  ]);
  return pageOf(rows.map(toAttachment), counted?.total ?? 0, page);
}

export async function findAttachment(orm: Orm, id: number): Promise<OrderAttachment | null> {
  const [row] = await selectAttachments(orm).where(eq(orderAttachments.id, id));
  return row ? toAttachment(row) : null;
}

/** The requested applications the caller may see, with what the attachment rule needs, under a row lock. */
export async function attachableStates(
  orm: Orm,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Map<number, AttachableState>> {
  const rows = await orm
    .select({
      id: applications.id,
      step: applications.step,
      isFrozen: applications.isFrozen,
      closedAt: applications.closedAt,
      attached: sql<boolean>`exists (select 1 from ${orderAttachmentApplications} where ${orderAttachmentApplications.applicationId} = ${applications.id})`,
    })
    .from(applications)
    .where(and(inArray(applications.id, [...ids]), ownApplications(viewer)))
    .for('update', { of: applications });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        step: row.step,
        isFrozen: row.isFrozen,
        closed: row.closedAt !== null,
        attached: row.attached,
      },
    ]),
  );
}
