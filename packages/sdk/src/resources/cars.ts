// Cars and their attached users.
import type { Car, CarInput, CarList, CarStatusInput, CarUsersInput, operations } from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListCarsQuery = NonNullable<operations['listCars']['parameters']['query']>;

/** Cars, a page at a time. */
export async function listCars(
  clients: KarvonClients,
  query: ListCarsQuery = {},
  options?: RequestOptions,
): Promise<CarList> {
  return dataOrThrow(await clients.uz.GET('/car/list', { params: { query }, ...requestInit(options) }));
}

/** One car. */
export async function getCar(clients: KarvonClients, id: number, options?: RequestOptions): Promise<Car> {
  return dataOrThrow(await clients.uz.GET('/car/{id}', { params: { path: { id } }, ...requestInit(options) }))
    .data;
}

/** Add a car. */
export async function createCar(
  clients: KarvonClients,
  body: CarInput,
  options?: RequestOptions,
): Promise<Car> {
  return dataOrThrow(await clients.uz.POST('/car', { body, ...requestInit(options) })).data;
}

/** Edit a car. */
export async function updateCar(
  clients: KarvonClients,
  id: number,
  body: CarInput,
  options?: RequestOptions,
): Promise<Car> {
  return dataOrThrow(
    await clients.uz.PUT('/car/{id}', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Change the status of a car. */
export async function setCarStatus(
  clients: KarvonClients,
  id: number,
  body: CarStatusInput,
  options?: RequestOptions,
): Promise<Car> {
  return dataOrThrow(
    await clients.uz.PUT('/car/{id}/status', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}

/** Set the users attached to a car. */
export async function attachCarUsers(
  clients: KarvonClients,
  id: number,
  body: CarUsersInput,
  options?: RequestOptions,
): Promise<Car> {
  return dataOrThrow(
    await clients.uz.PUT('/car/{id}/users', { params: { path: { id } }, body, ...requestInit(options) }),
  ).data;
}
