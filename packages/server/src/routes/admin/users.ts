import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ErrorItem, UserInput, UserUpdate } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import { passwordError } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { countUsers, userViews } from '../../db/admin-users.ts';
import type { Tx } from '../../db/application-changes.ts';
import { refreshApplicationSearch } from '../../db/application-search.ts';
import type { Orm } from '../../db/database.ts';
import { roleEntries } from '../../db/admin-access.ts';
import { applications, branches, roles, sessions, users } from '../../db/schema.ts';
import { refuse, say } from '../../domain/admin-messages.ts';
import { pageMeta } from '../../domain/admin-rules.ts';
import { rightsBeyond } from '../../domain/role-grants.ts';
import { searchMatches } from '../../domain/search-text.ts';
import { HttpError } from '../../http-errors.ts';
import type { OperationHandler } from '../types.ts';
import type { PageQuery } from './branches.ts';
import { requiredText } from '../../free-text.ts';

type IdParams = { id: number };
type ListQuery = PageQuery & { role_id?: number; branch_id?: number };

/**
 * `own` on /users (and user.update): the caller sees and edits the users of their own branch (themselves when
 * they have none), and creates users only in it.
 */
function usersInReach(request: FastifyRequest): SQL | undefined {
  if (request.scope !== 'own') return undefined;
  const { id, branchId } = authOf(request).user;
  return branchId === null ? eq(users.id, id) : or(eq(users.branchId, branchId), eq(users.id, id));
}

function branchForOwn(request: FastifyRequest, branchId: number | null | undefined) {
  if (request.scope === 'own' && branchId !== undefined && branchId !== authOf(request).user.branchId)
    throw refuse(request, 403, 'forbidden');
}

type UserForm = Partial<UserInput> & Pick<UserUpdate, 'is_active'>;

/** What is wrong with the references and uniqueness of a user form, each on its field. */
async function userFormErrors(
  request: FastifyRequest,
  tx: Tx,
  form: UserForm,
  id: number | null,
): Promise<ErrorItem[]> {
  const errors: ErrorItem[] = [];
  if (form.phone !== undefined) {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, form.phone), id === null ? undefined : ne(users.id, id)));
    if (taken) errors.push({ field: 'phone', message: say(request, 'phoneTaken') });
  }
  if (form.role_id !== undefined && form.role_id !== null) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, form.role_id));
    if (!role) errors.push({ field: 'role_id', message: say(request, 'roleNotFound') });
    else {
      const refusal = await roleGrantRefusal(request, tx, form.role_id, id);
      if (refusal) errors.push({ field: 'role_id', message: say(request, refusal) });
    }
  }
  // SPEC §5: branch attachment is mandatory.
  if (form.branch_id === null || (id === null && form.branch_id === undefined))
    errors.push({ field: 'branch_id', message: say(request, 'branchNotChosen') });
  else if (form.branch_id !== undefined) {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, form.branch_id), isNull(branches.deletedAt)));
    if (!branch) errors.push({ field: 'branch_id', message: say(request, 'branchNotFound') });
  }
  if (form.manager_id !== undefined && form.manager_id !== null) {
    if (form.manager_id === id) errors.push({ field: 'manager_id', message: say(request, 'ownManager') });
    else {
      const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.id, form.manager_id));
      if (!manager) errors.push({ field: 'manager_id', message: say(request, 'managerNotFound') });
    }
  }
  if (form.is_active === false && id === authOf(request).user.id)
    errors.push({ field: 'is_active', message: say(request, 'deactivateSelf') });
  return errors;
}

/**
 * Administrators hand out any role. Anyone else may not change their own role, nor give a role that opens more
 * than their own does (otherwise the users screen would grant every other right).
 */
async function roleGrantRefusal(request: FastifyRequest, tx: Tx, roleId: number, userId: number | null) {
  const caller = authOf(request).user;
  if (caller.isAdmin) return undefined;
  if (userId === caller.id) return roleId === caller.roleId ? undefined : 'ownRole';
  const beyond = rightsBeyond(await roleEntries(tx, roleId), await roleEntries(tx, caller.roleId));
  return beyond.length > 0 ? 'roleBeyondRights' : undefined;
}

/**
 * Administrators change any account. Anyone else changes no administrator and no account whose role opens more than
 * their own: the account itself is the boundary (its password would hand over every right it holds).
 */
async function accountRefusal(
  request: FastifyRequest,
  tx: Tx,
  account: { isAdmin: boolean; roleId: number | null },
) {
  const caller = authOf(request).user;
  if (caller.isAdmin) return undefined;
  if (account.isAdmin) return 'adminAccount';
  const beyond = rightsBeyond(await roleEntries(tx, account.roleId), await roleEntries(tx, caller.roleId));
  return beyond.length > 0 ? 'accountBeyondRights' : undefined;
}

async function revokeSessionsOf(tx: Tx, userId: number) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function userAdminHandlers(orm: Orm) {
  async function userAnswer(request: FastifyRequest, id: number) {
    const [user] = await userViews(orm, and(eq(users.id, id), usersInReach(request)));
    if (!user) throw refuse(request, 404, 'notFound');
    return { data: user };
  }

  const listUsers: OperationHandler = async (request) => {
    const { page, per_page, search, role_id, branch_id } = request.query as ListQuery;
    const where = and(
      usersInReach(request),
      searchMatches(search, [users.name, users.phone]),
      role_id === undefined ? undefined : eq(users.roleId, role_id),
      branch_id === undefined ? undefined : eq(users.branchId, branch_id),
    );
    const [rows, total] = await Promise.all([userViews(orm, where, page, per_page), countUsers(orm, where)]);
    return { data: rows, meta: pageMeta(page, per_page, total) };
  };

  const getUser: OperationHandler = async (request) => userAnswer(request, (request.params as IdParams).id);

  /** Without a manager named, the account's manager is whoever created it. */
  const createUser: OperationHandler = async (request, reply) => {
    const input = request.body as UserInput;
    branchForOwn(request, input.branch_id);
    const name = requiredText(input.name, 'name');
    const id = await orm.transaction(async (tx) => {
      // The password policy judges the field's value, as the contract's own bounds do: a 400, before anything else.
      const weakPassword = passwordError(request, input.password, { name, phone: input.phone });
      if (weakPassword) throw new HttpError(400, [weakPassword]);
      const errors = await userFormErrors(request, tx, input, null);
      if (name === '') errors.unshift({ field: 'name', message: say(request, 'required') });
      if (errors.length > 0) throw new HttpError(400, errors);
      const [created] = await tx
        .insert(users)
        .values({
          name,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          roleId: input.role_id ?? null,
          branchId: input.branch_id ?? null,
          managerId: input.manager_id ?? authOf(request).user.id,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('The user was not inserted');
      return created.id;
    });
    reply.code(201);
    return userAnswer(request, id);
  };

  /** A new password or a deactivation signs the user out everywhere. */
  const updateUser: OperationHandler = async (request) => {
    const { id } = request.params as IdParams;
    const input = request.body as UserUpdate;
    branchForOwn(request, input.branch_id);
    await orm.transaction(async (tx) => {
      const [current] = await tx
        .select({ isAdmin: users.isAdmin, roleId: users.roleId })
        .from(users)
        .where(and(eq(users.id, id), usersInReach(request)))
        .for('update');
      if (!current) throw refuse(request, 404, 'notFound');
      const refusal = await accountRefusal(request, tx, current);
      if (refusal) throw refuse(request, 403, refusal);
      const errors = await userFormErrors(request, tx, input, id);
      const name = input.name?.trim();
      if (name === '') errors.unshift({ field: 'name', message: say(request, 'required') });
      if (input.password !== undefined) {
        const [owner] = await tx
          .select({ name: users.name, phone: users.phone })
          .from(users)
          .where(eq(users.id, id));
        const owned = { name: name ?? owner?.name, phone: input.phone ?? owner?.phone };
        const weakPassword = passwordError(request, input.password, owned);
        if (weakPassword) throw new HttpError(400, [weakPassword]);
      }
      if (errors.length > 0) throw new HttpError(400, errors);
      const changes: Partial<typeof users.$inferInsert> = {
        ...(name !== undefined && { name }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.role_id !== undefined && { roleId: input.role_id }),
        ...(input.branch_id !== undefined && input.branch_id !== null && { branchId: input.branch_id }),
        ...(input.manager_id !== undefined && { managerId: input.manager_id }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
        ...(input.password !== undefined && { passwordHash: await hashPassword(input.password) }),
      };
      if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, id));
      // Applications are found by their driver's name.
      if (name !== undefined) await refreshApplicationSearch(tx, eq(applications.driverId, id));
      if (input.password !== undefined || input.is_active === false) await revokeSessionsOf(tx, id);
    });
    return userAnswer(request, id);
  };

  return { listUsers, getUser, createUser, updateUser };
}
