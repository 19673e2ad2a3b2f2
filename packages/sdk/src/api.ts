import { createKarvonClients, type KarvonClients, type KarvonClientsOptions } from './clients.ts';
import { listUserRoles } from './resources/access.ts';
import { getCurrentUser, login, logout, refreshToken } from './resources/auth.ts';
import { listBranches } from './resources/branches.ts';

type Resource = (clients: KarvonClients, ...args: never) => unknown;

/** Resource functions with the clients already applied. */
export type BoundResources<R extends Record<string, Resource>> = {
  [K in keyof R]: R[K] extends (clients: KarvonClients, ...args: infer A) => infer T
    ? (...args: A) => T
    : never;
};

/** Applies the clients to each resource function: `fn(clients, ...args)` becomes `fn(...args)`. */
export function bindResources<R extends Record<string, Resource>>(
  clients: KarvonClients,
  resources: R,
): BoundResources<R> {
  const bound: Record<string, unknown> = {};
  for (const [name, resource] of Object.entries(resources)) {
    bound[name] = (...args: never) => resource(clients, ...args);
  }
  return bound as BoundResources<R>;
}

const resources = { login, refreshToken, logout, getCurrentUser, listBranches, listUserRoles };

export type KarvonApi = BoundResources<typeof resources> & { clients: KarvonClients };

/** The clients and every resource function bound to them: `api.login({ phone, password })`. */
export function createKarvonApi(options: KarvonClientsOptions): KarvonApi {
  const clients = createKarvonClients(options);
  return { ...bindResources(clients, resources), clients };
}
