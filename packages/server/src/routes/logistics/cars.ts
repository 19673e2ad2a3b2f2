import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Car, CarInput, CarStatusInput, CarUsersInput } from '@karvon/contracts';
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
import { optionalText, requiredText } from '../../free-text.ts';

export function carHandlers(orm: Orm) {
  async function visibleCar(request: FastifyRequest, id: number) {
    const car = await findCar(orm, id, logisticsViewer(request));
    if (car === null) throw missing(request);
    return car;
  }

  /**
   * The checks create and edit share: a free plate and an existing branch. An `own` caller keeps cars in their
   * branch: another branch (or none) is as unknown to them as a missing one, unless the car is already there.
   */
  async function checkInput(request: FastifyRequest, input: CarInput, current?: Car) {
    const holder = await carWithPlate(orm, plateKey(input.government_number));
    if (holder !== null && holder.id !== current?.id)
      throw refusal(request, 'carNumberTaken', 'government_number');
    const viewer = logisticsViewer(request);
    const unchanged = current !== undefined && (current.branch?.id ?? null) === input.branch_id;
    const outOfReach =
      viewer.own && input.branch_id !== undefined && !unchanged && input.branch_id !== viewer.user.branchId;
    if (outOfReach || (input.branch_id != null && !(await branchExists(orm, input.branch_id))))
      throw refusal(request, 'branchNotFound', 'branch_id');
  }

  /** Who an `own` caller may attach: staff of their branch, themselves and whoever is already aboard. */
  async function attachableUsers(request: FastifyRequest, car: Car, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const viewer = logisticsViewer(request);
    const rows = await orm
      .select({ id: users.id, branchId: users.branchId })
      .from(users)
      .where(inArray(users.id, userIds));
    const aboard = new Set(car.users.map((user) => user.id));
    return new Set(
      rows
        .filter(
          (row) =>
            !viewer.own ||
            row.id === viewer.user.id ||
            aboard.has(row.id) ||
            (row.branchId !== null && row.branchId === viewer.user.branchId),
        )
        .map((row) => row.id),
    );
  }

  const listCarsHandler: OperationHandler = async (request) =>
    listCars(orm, request.query as CarFilters, request.query as Page, logisticsViewer(request));

  const getCar: OperationHandler = async (request) => ({ data: await visibleCar(request, idOf(request)) });

  const createCar: OperationHandler = async (request, reply) => {
    const viewer = logisticsViewer(request);
    const body = request.body as CarInput;
    const model = requiredText(body.model, 'model');
    // An `own` caller's new car is in their branch when they name none.
    const input = viewer.own && body.branch_id == null ? { ...body, branch_id: viewer.user.branchId } : body;
    await checkInput(request, input);
    // The staff member named as the driver is attached at once: the car appears on their screens.
    const drivers = input.driver_name ? await staffNamed(orm, input.driver_name) : [];
    const id = await orm.transaction(async (tx) => {
      const [created] = await tx
        .insert(cars)
        .values({
          model,
          governmentNumber: plateKey(input.government_number),
          status: input.status ?? 'active',
          driverName: optionalText(input.driver_name),
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
    const model = requiredText(input.model, 'model');
    const car = await visibleCar(request, id);
    await checkInput(request, input, car);
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
        model,
        governmentNumber: plateKey(input.government_number),
        status,
        // Left out, the driver and the branch stay as they are; null clears them.
        ...(input.driver_name !== undefined && { driverName: optionalText(input.driver_name) }),
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
    const car = await visibleCar(request, id);
    const unknown = missingUsers(userIds, await attachableUsers(request, car, userIds));
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
