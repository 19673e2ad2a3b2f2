// The signed-in user’s profile and settings.
import type { ProfileUpdate, Settings, User } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

/** The signed-in user's profile. */
export async function getProfile(clients: KarvonClients, options?: RequestOptions): Promise<User> {
  return dataOrThrow(await clients.uz.GET('/profile', { ...requestInit(options) })).data;
}

/** Change own name or password. */
export async function updateProfile(
  clients: KarvonClients,
  body: ProfileUpdate,
  options?: RequestOptions,
): Promise<User> {
  return dataOrThrow(await clients.uz.PUT('/profile', { body, ...requestInit(options) })).data;
}

/** The signed-in user's settings. */
export async function getSettings(clients: KarvonClients, options?: RequestOptions): Promise<Settings> {
  return dataOrThrow(await clients.uz.GET('/settings', { ...requestInit(options) })).data;
}

/** Save the signed-in user's settings. */
export async function updateSettings(
  clients: KarvonClients,
  settings: Settings,
  options?: RequestOptions,
): Promise<Settings> {
  return dataOrThrow(await clients.uz.PUT('/settings', { body: settings, ...requestInit(options) })).data;
}
