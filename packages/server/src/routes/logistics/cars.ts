import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CarInput, CarStatusInput, CarUsersInput } from '@karvon/contracts';
import type { Orm } from '../../db/database.ts';
import {
  branchExists,
  carWithPlate,
  findCar,
  isOnRoute,
  listCars,
  staffNamed,
  type CarFilters,
} from '../../db/logistics-cars.ts';
import type { Page } from '../../db/logistics-common.ts';
import { carUsers, cars, users } from '../../db/schema.ts';
import { decideCarStatus, missingUsers, plateKey } from '../../domain/car-rules.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, logisticsViewer, missing, refusal, refusals } from './common.ts';

export function carHandlers(orm: Orm) {
  async function visibleCar(request: FastifyRequest, id: number) {
    const car = await findCar(orm, id, logisticsViewer(request));
    if (car === null) throw missing(request);
    return car;
  }

  /** The checks create and edit share: a free plate and an existing branch. */
  async function checkInput(request: FastifyRequest, input: CarInput, carId?: number) {
    const holder = await carWithPlate(orm, plateKey(input.government_number));
    if (holder !== null && holder.id !== carId) throw refusal(request, 'carNumberTaken', 'government_number');
    if (input.branch_id != null && !(await branchExists(orm, input.branch_id)))
      throw refusal(request, 'branchNotFound', 'branch_id');
  }

  const listCarsHandler: OperationHandler = async (request) =>
    listCars(orm, request.query as CarFilters, request.query as Page, logisticsViewer(request));

  const getCar: OperationHandler = async (request) => ({ data: await visibleCar(request, idOf(request)) });

  const createCar: OperationHandler = async (request, reply) => {
    const input = request.body as CarInput;
    await checkInput(request, input);
    // The staff member named as the driver is attached at once: the car appears on their screens.
    const drivers = input.driver_name ? await staffNamed(orm, input.driver_name) : [];
    const id = await orm.transaction(async (tx) => {
      const [created] = await tx
        .insert(cars)
        .values({
          model: input.model,
          governmentNumber: plateKey(input.government_number),
          status: input.status ?? 'active',
          driverName: input.driver_name ?? null,
          branchId: input.branch_id ?? null,
        })
        .returning({ id: cars.id });
      const carId = created!.id;
      if (drivers.length > 0) await tx.insert(carUsers).values(drivers.map((userId) => ({ carId, userId })));
      return carId;
    });
    return reply
      .code(201)
      .send({ data: await findCar(orm, id, { ...logisticsViewer(request), own: false }) });
  };

  const updateCar: OperationHandler = async (request) => {
    const id = idOf(request);
    const input = request.body as CarInput;
    const car = await visibleCar(request, id);
    await checkInput(request, input, id);
    const status = input.status ?? car.status;
    const decision = decideCarStatus(
      car.status,
      status,
      status === car.status ? false : await isOnRoute(orm, id),
    );
    if (!decision.ok) throw refusal(request, decision.message);
    await orm
      .update(cars)
      .set({
        model: input.model,
        governmentNumber: plateKey(input.government_number),
        status,
        // Left out, the driver and the branch stay as they are; null clears them.
        ...(input.driver_name !== undefined && { driverName: input.driver_name }),
        ...(input.branch_id !== undefined && { branchId: input.branch_id }),
      })
      .where(eq(cars.id, id));
    return { data: await visibleCar(request, id) };
  };

  const setCarStatus: OperationHandler = async (request) => {
    const id = idOf(request);
    const { status } = request.body as CarStatusInput;
    const car = await visibleCar(request, id);
    const decision = decideCarStatus(car.status, status, await isOnRoute(orm, id));
    if (!decision.ok) throw refusal(request, decision.message);
    await orm.update(cars).set({ status }).where(eq(cars.id, id));
    return { data: await visibleCar(request, id) };
  };

  const attachCarUsers: OperationHandler = async (request) => {
    const id = idOf(request);
    const { user_ids: userIds } = request.body as CarUsersInput;
    await visibleCar(request, id);
    const known =
      userIds.length === 0
        ? new Set<number>()
        : new Set(
            (await orm.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map(
              (u) => u.id,
            ),
          );
    const unknown = missingUsers(userIds, known);
    if (unknown.length > 0)
      throw refusals(
        request,
        unknown.map(({ index }) => ({ message: 'userNotFound' as const, field: `user_ids[${index}]` })),
      );
    await orm.transaction(async (tx) => {
      await tx.delete(carUsers).where(eq(carUsers.carId, id));
      if (userIds.length > 0)
        await tx.insert(carUsers).values(userIds.map((userId) => ({ carId: id, userId })));
    });
    return { data: await visibleCar(request, id) };
  };

  return {
    listCars: listCarsHandler,
    getCar,
    createCar,
    updateCar,
    setCarStatus,
    attachCarUsers,
  } satisfies Record<string, OperationHandler>;
}
