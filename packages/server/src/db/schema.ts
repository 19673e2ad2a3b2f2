import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, APPLICATION_STEPS, PAYMENT_TYPES } from '../domain/application-enums.ts';
import { districts, regions } from './schema-admin.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const branches = pgTable('branches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  address: text('address').notNull(),
  director: text('director'),
  regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
  districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
  isMainWarehouse: boolean('is_main_warehouse').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** Soft delete: a deleted branch keeps its history and can be restored. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  color: varchar('color', { length: 7 }).notNull(),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [unique('role_permissions_role_key_unique').on(table.roleId, table.key)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 12 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('users_phone_format', sql`${table.phone} ~ '^998[0-9]{9}$'`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * Sign-in attempts per phone (known or not) or per trusted device (`device:<nonce>`), shared by every server on the
 * database: a few failures are free, then each one locks sign-in under that key for a growing, capped delay
 * (src/auth/sign-in-throttle.ts). Success deletes the row, and rows quiet for longer than the counting window go
 * whenever anyone signs in.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: varchar('key', { length: 40 }).primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('sign_in_failures_last_failure_at_idx').on(table.lastFailureAt)],
);

/** Secrets the server makes for itself on first start, e.g. the JWT signing key. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const applicationStep = pgEnum('application_step', APPLICATION_STEPS);
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);
export const approvalStatus = pgEnum('approval_status', ['draft', 'approved']);

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const branchRef = (name: string) => integer(name).references(() => branches.id, { onDelete: 'restrict' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Goods as the catalogue knows them (SPEC §3 Product); what an application carries is in application_products. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sku: text('sku').notNull().unique(),
    code: text('code').notNull(),
    series: text('series'),
    brand: text('brand'),
    category: text('category').notNull(),
    /** Catalogue price, integer so'm. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Units in stock (the catalogue's quantity). */
    quantity: integer('quantity').notNull().default(0),
    volumeM3: doublePrecision('volume_m3').notNull().default(0),
    color: text('color'),
    imei: varchar('imei', { length: 15 }),
    imageUrl: text('image_url'),
    status: approvalStatus('status').notNull().default('draft'),
    isRepeatDelivery: boolean('is_repeat_delivery').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('products_imei_format', sql`${table.imei} ~ '^[0-9]{15}$'`),
    // Scan to batch looks products up by code as the duplicate rule compares them (domain/code-check.ts).
    index('products_code_key_idx').on(sql`upper(btrim(${table.code}))`),
  ],
);

/** A delivery application (order), SPEC §3; the columns follow the contract's Application. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull().unique(),
    loadNumber: text('load_number'),
    invoiceNumber: text('invoice_number'),
    counteragent: text('counteragent').notNull(),
    paymentType: paymentType('payment_type').notNull(),
    driverId: userRef('driver_id'),
    carNumber: text('car_number'),
    registerBranchId: branchRef('register_branch_id').notNull(),
    saleBranchId: branchRef('sale_branch_id'),
    writeOffBranchId: branchRef('write_off_branch_id'),
    onlineUserId: userRef('online_user_id'),
    agentId: userRef('agent_id'),
    status: applicationStatus('status').notNull(),
    step: applicationStep('step').notNull(),
    /** When the current step began: time spent and timing are measured from here. */
    stepStartedAt: timestampTz('step_started_at').notNull().defaultNow(),
    /** Planned minutes of the current step, fixed when the step is entered. */
    stepDurationMinutes: integer('step_duration_minutes').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    deliveryDeadline: timestampTz('delivery_deadline'),
    comment: text('comment'),
    pinfl: varchar('pinfl', { length: 14 }),
    inn: varchar('inn', { length: 9 }),
    /** Masked: the full card number is never stored. */
    cardNumber: text('card_number'),
    cardExpiry: varchar('card_expiry', { length: 5 }),
    contractNumber: text('contract_number'),
    registeredAddress: text('registered_address'),
    landmark: text('landmark'),
    isPrinted: boolean('is_printed').notNull().default(false),
    isFrozen: boolean('is_frozen').notNull().default(false),
    isDistributed: boolean('is_distributed').notNull().default(false),
    frozenAt: timestampTz('frozen_at'),
    frozenById: userRef('frozen_by_id'),
    freezeReason: text('freeze_reason'),
    /** Closed (rejected) from the frozen screen: out of the workflow for good. */
    closedAt: timestampTz('closed_at'),
    closeReason: text('close_reason'),
    /** Every searchable field folded by domain/search-text.ts, so Cyrillic and Latin spellings meet. */
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    check('applications_pinfl_format', sql`${table.pinfl} ~ '^[0-9]{14}$'`),
    check('applications_inn_format', sql`${table.inn} ~ '^[0-9]{9}$'`),
    check('applications_frozen_has_time', sql`(NOT ${table.isFrozen}) OR ${table.frozenAt} IS NOT NULL`),
    index('applications_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('applications_register_branch_idx').on(table.registerBranchId, table.id),
    index('applications_step_idx').on(table.step, table.id),
    index('applications_status_idx').on(table.status, table.id),
    index('applications_created_at_idx').on(table.createdAt),
    index('applications_driver_idx').on(table.driverId),
    index('applications_agent_idx').on(table.agentId),
    index('applications_online_user_idx').on(table.onlineUserId),
    index('applications_sale_branch_idx').on(table.saleBranchId),
    index('applications_frozen_idx')
      .on(table.frozenAt)
      .where(sql`${table.isFrozen}`),
  ],
);

export const applicationProducts = pgTable(
  'application_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Price of one unit in this order, integer so'm. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('application_products_application_idx').on(table.applicationId),
    check('application_products_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** The delivery process: one row per step visited, the open one has no finished_at. */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    step: applicationStep('step').notNull(),
    status: applicationStatus('status').notNull(),
    /** The step it came from (null for the first). */
    fromStep: applicationStep('from_step'),
    /** Entered by a step back rather than a move forward. */
    isStepBack: boolean('is_step_back').notNull().default(false),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    userId: userRef('user_id'),
    startedAt: timestampTz('started_at').notNull(),
    finishedAt: timestampTz('finished_at'),
    comment: text('comment'),
  },
  (table) => [index('application_steps_application_idx').on(table.applicationId, table.startedAt)],
);

export const applicationComments = pgTable(
  'application_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_comments_application_idx').on(table.applicationId, table.createdAt)],
);

/**
 * Files kept in the database itself (bytea): one store for PGlite and PostgreSQL, backed up and copied with
 * the data, at most 10 files of 20 MB per application. Lists select the metadata columns only.
 */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestampTz('uploaded_at').notNull().defaultNow(),
    uploadedById: userRef('uploaded_by_id'),
  },
  (table) => [index('application_files_application_idx').on(table.applicationId)],
);

// The admin and logistics areas keep their tables in their own files.
export * from './schema-admin.ts';
export * from './schema-logistics.ts';
