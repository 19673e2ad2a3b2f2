// Staff accounts. There is no self-registration: administrators create users.
import type { User, UserInput, UserList, UserUpdate, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListUsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/** Users, a page at a time. */
export async function listUsers(
  clients: KarvonClients,
  query: ListUsersQuery = {},
  options?: RequestOptions,
): Promise<UserList> {
  return dataOrThrow(await clients.uz.GET('/user/list', { params: { query }, ...requestInit(options) }));
}

/** One user. */
export async function getUser(clients: KarvonClients, id: number, options?: RequestOptions): Promise<User> {
  return dataOrThrow(
    await clients.uz.GET('/user/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a user (the only way an account comes to exist). */
export async function createUser(
  clients: KarvonClients,
  body: UserInput,
  options?: RequestOptions,
): Promise<User> {
  return dataOrThrow(await clients.uz.POST('/user', { body, ...requestInit(options) })).data;
}

/** Edit a user. */
export async function updateUser(
  clients: KarvonClients,
  id: number,
  body: UserUpdate,
  options?: RequestOptions,
): Promise<User> {
  return dataOrThrow(
    await clients.uz.PUT('/user/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}
