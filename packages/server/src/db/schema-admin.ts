// Tables of the admin area (see schema.ts, which re-exports them for drizzle-kit and the ORM).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { branches, users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Uzbekistan's regions (viloyatlar, the Republic of Karakalpakstan and Tashkent city). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [unique('districts_region_name_unique').on(table.regionId, table.name)],
);

export const branchGroups = pgTable('branch_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const branchGroupMembers = pgTable(
  'branch_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => branchGroups.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.branchId] }),
    index('branch_group_members_branch_idx').on(table.branchId),
  ],
);

/** The branches a branch is attached to (SPEC §5: every branch has at least one). */
export const branchAttachments = pgTable(
  'branch_attachments',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    attachedBranchId: integer('attached_branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.branchId, table.attachedBranchId] })],
);

/**
 * The permission catalogue. Role grants stay in role_permissions keyed by `key` (what the guard reads), so a
 * grant belongs to the permission whose key it carries.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    key: text('key').notNull().unique(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    options: text('options').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('permissions_type', sql`${table.type} IN ('flag', 'list', 'numeric')`)],
);

/** Per-user settings; a user who never saved any gets the defaults (domain/admin-settings.ts). */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  workingBranchId: integer('working_branch_id').references(() => branches.id, { onDelete: 'set null' }),
  dashboard: jsonb('dashboard').$type<{ widgets: string[]; expanded_branch_ids: number[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questions_updated_at_idx').on(table.updatedAt)],
);

export const questionMessages = pgTable(
  'question_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('question_messages_question_idx').on(table.questionId, table.id)],
);

/** One-time password reset codes: only a scrypt hash is kept; expiry and attempts bound guessing. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

/** Every reset request, known phone or not, so the rate limit cannot tell them apart either. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_requests_phone_idx').on(table.phone, table.createdAt),
    index('password_reset_requests_client_idx').on(table.client, table.createdAt),
  ],
);
