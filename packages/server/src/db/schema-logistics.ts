// Tables of the logistics area (see schema.ts, which re-exports them for drizzle-kit and the ORM).
//
// schema.ts re-exports this module, so the two import each other: only the lazy `references(() => …)`
// callbacks may touch schema.ts here, never a top-level value (its enums included), hence text + check
// for the statuses this area shares with applications.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus, ApplicationStep } from '@karvon/contracts';
import { applications, branches, products, users } from './schema.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestampTz('created_at').notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const branchRef = (name: string) => integer(name).references(() => branches.id, { onDelete: 'restrict' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const carStatus = pgEnum('car_status', ['active', 'repair', 'inactive']);
export const registerKind = pgEnum('register_kind', ['collected', 'loading', 'end_of_day']);
export const cargoStatus = pgEnum('cargo_status', ['draft', 'sent', 'received']);

export const cars = pgTable('cars', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  model: text('model').notNull(),
  /** Uzbek plate, stored as typed in the contract's pattern (01A123BC): unique across the fleet. */
  governmentNumber: text('government_number').notNull().unique(),
  status: carStatus('status').notNull().default('active'),
  driverName: text('driver_name'),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const carUsers = pgTable(
  'car_users',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.userId] }),
    index('car_users_user_idx').on(table.userId),
  ],
);

/** Applications handed to a car and its driver (the order attachment screen); an application is attached once. */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    createdById: userRef('created_by_id'),
  },
  (table) => [
    index('order_attachments_car_idx').on(table.carId),
    index('order_attachments_created_idx').on(table.createdAt),
  ],
);

export const orderAttachmentApplications = pgTable(
  'order_attachment_applications',
  {
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => orderAttachments.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.attachmentId, table.applicationId] })],
);

/** Pictures of products, kept in the database like application files. */
export const productImages = pgTable('product_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestampTz('uploaded_at').notNull().defaultNow(),
  uploadedById: userRef('uploaded_by_id'),
});

/** Registers (collected goods, loading, end of day) of a branch for a business day (Asia/Tashkent). */
export const registers = pgTable(
  'registers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    kind: registerKind('kind').notNull(),
    status: text('status').$type<'draft' | 'approved'>().notNull().default('draft'),
    isPrinted: boolean('is_printed').notNull().default(false),
    printedAt: timestampTz('printed_at'),
    branchId: branchRef('branch_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    createdById: userRef('created_by_id'),
    approvedAt: timestampTz('approved_at'),
    approvedById: userRef('approved_by_id'),
  },
  (table) => [
    check('registers_status_known', sql`${table.status} in ('draft', 'approved')`),
    index('registers_branch_day_idx').on(table.branchId, table.businessDate),
    // One end-of-day register per branch and business day; the other kinds may be made as often as needed.
    uniqueIndex('registers_end_of_day_once')
      .on(table.branchId, table.businessDate)
      .where(sql`${table.kind} = 'end_of_day'`),
  ],
);

export const registerProducts = pgTable(
  'register_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    series: text('series'),
    /** When the line went in: how long a draft has waited for approval. */
    addedAt: timestampTz('added_at').notNull().defaultNow(),
  },
  (table) => [
    unique('register_products_once').on(table.registerId, table.productId),
    check('register_products_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every print of a register (the first one and each reprint, with its reason): its print history. */
export const registerPrints = pgTable(
  'register_prints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.id, { onDelete: 'cascade' }),
    printedAt: timestampTz('printed_at').notNull().defaultNow(),
    printedById: userRef('printed_by_id'),
    reason: text('reason'),
  },
  (table) => [index('register_prints_register_idx').on(table.registerId, table.printedAt)],
);

/** Courier-delivery registers: the applications one driver takes out on one day. */
export const kdRegisters = pgTable(
  'kd_registers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    driverId: userRef('driver_id'),
    carNumber: text('car_number'),
    branchId: branchRef('branch_id').notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('kd_registers_day_idx').on(table.businessDate)],
);

export const kdRegisterApplications = pgTable(
  'kd_register_applications',
  {
    kdRegisterId: integer('kd_register_id')
      .notNull()
      .references(() => kdRegisters.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.kdRegisterId, table.applicationId] })],
);

/** Goods found in a branch that match no application. */
export const unknownProducts = pgTable(
  'unknown_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    code: text('code'),
    sku: text('sku'),
    imei: text('imei'),
    branchId: branchRef('branch_id').notNull(),
    foundAt: timestampTz('found_at').notNull().defaultNow(),
    comment: text('comment'),
  },
  (table) => [index('unknown_products_found_idx').on(table.foundAt)],
);

/** Goods sent between branches (the cargo register). */
export const cargo = pgTable(
  'cargo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    status: cargoStatus('status').notNull().default('draft'),
    senderBranchId: branchRef('sender_branch_id').notNull(),
    receiverBranchId: branchRef('receiver_branch_id').notNull(),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    comment: text('comment'),
    createdAt: createdAt(),
    createdById: userRef('created_by_id'),
    sentAt: timestampTz('sent_at'),
    receivedAt: timestampTz('received_at'),
  },
  (table) => [
    check('cargo_between_branches', sql`${table.senderBranchId} <> ${table.receiverBranchId}`),
    index('cargo_created_idx').on(table.createdAt),
  ],
);

export const cargoProducts = pgTable(
  'cargo_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargo.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Price of one unit when the cargo was made, integer so'm. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('cargo_products_once').on(table.cargoId, table.productId),
    check('cargo_products_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every change of an application's packing deadline: the time history of the waiting-time screen. */
export const packingTimeChanges = pgTable(
  'packing_time_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    oldTime: timestampTz('old_time').notNull(),
    newTime: timestampTz('new_time').notNull(),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
    changedById: userRef('changed_by_id'),
    comment: text('comment'),
  },
  (table) => [index('packing_time_changes_application_idx').on(table.applicationId, table.changedAt)],
);

/** The deadline of a task for a month, one per month, task and branch (no branch: the whole company). */
export const deadlines = pgTable(
  'deadlines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    month: text('month').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    task: text('task').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    createdById: userRef('created_by_id'),
  },
  (table) => [
    unique('deadlines_month_task_branch').on(table.month, table.task, table.branchId).nullsNotDistinct(),
    check('deadlines_date_in_month', sql`to_char(${table.date}, 'YYYY-MM') = ${table.month}`),
  ],
);

/** Moves of applications between branches (the movement screen). */
export const movements = pgTable(
  'movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromBranchId: branchRef('from_branch_id').notNull(),
    toBranchId: branchRef('to_branch_id').notNull(),
    carNumber: text('car_number'),
    driverId: userRef('driver_id'),
    step: text('step').$type<ApplicationStep>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    movedAt: timestampTz('moved_at').notNull().defaultNow(),
  },
  (table) => [
    index('movements_moved_idx').on(table.movedAt),
    index('movements_application_idx').on(table.applicationId),
  ],
);
