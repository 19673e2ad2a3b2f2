import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CargoInput, CargoProductsInput, CodeCheckRequest } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Orm } from '../../db/database.ts';
import { branchExists } from '../../db/logistics-cars.ts';
import { defaultCarOf, findCargo, listCargo, pricesOf, type CargoFilters } from '../../db/logistics-cargo.ts';
import type { Page } from '../../db/logistics-common.ts';
import { cargo, cargoProducts, cars } from '../../db/schema.ts';
import {
  cargoNumber,
  cargoRefusals,
  decideFillCargo,
  decideReceiveCargo,
  decideSendCargo,
  type CargoMove,
  type CargoStatus,
  type Decision,
} from '../../domain/cargo-rules.ts';
import { batchRefusals, checkCodes } from '../../domain/code-check.ts';
import { productsByCode } from '../../db/logistics-products.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, lineOverTotal, logisticsViewer, missing, refusal, refusals, say } from './common.ts';
import { optionalText } from '../../free-text.ts';

export function cargoHandlers(orm: Orm) {
  async function visibleCargo(request: FastifyRequest, id: number) {
    const found = await findCargo(orm, id, logisticsViewer(request));
    if (found === null) throw missing(request);
    return found;
  }

  /** The checks create and edit share; answers the catalogue prices of the lines. */
  async function checkInput(
    request: FastifyRequest,
    input: CargoInput,
    status?: 'draft' | 'sent' | 'received',
  ) {
    const productIds = input.products.map((line) => line.product_id);
    const refused = cargoRefusals({
      status,
      senderBranchId: input.sender_branch_id,
      receiverBranchId: input.receiver_branch_id,
      productIds,
    });
    if (refused.length > 0) throw refusals(request, refused);
    const viewer = logisticsViewer(request);
    // An `own` caller sends from their own branch.
    if (
      (viewer.own && viewer.user.branchId !== input.sender_branch_id) ||
      !(await branchExists(orm, input.sender_branch_id))
    )
      throw refusal(request, 'branchNotFound', 'sender_branch_id');
    if (!(await branchExists(orm, input.receiver_branch_id)))
      throw refusal(request, 'branchNotFound', 'receiver_branch_id');
    if (input.car_id != null) {
      const [car] = await orm.select({ id: cars.id }).from(cars).where(eq(cars.id, input.car_id));
      if (!car) throw refusal(request, 'recordNotFound', 'car_id');
    }
    const prices = await pricesOf(orm, productIds);
    const unknown = productIds.flatMap((id, index) => (prices.has(id) ? [] : [index]));
    if (unknown.length > 0)
      throw refusals(
        request,
        unknown.map((index) => ({
          message: 'productNotFound' as const,
          field: `products[${index}].product_id`,
        })),
      );
    const over = lineOverTotal(
      input.products.map((line) => ({ quantity: line.quantity, amount: prices.get(line.product_id)! })),
    );
    if (over >= 0) throw refusal(request, 'totalTooLarge', `products[${over}].quantity`);
    return prices;
  }

  const listCargoHandler: OperationHandler = async (request) =>
    listCargo(orm, request.query as CargoFilters, request.query as Page, logisticsViewer(request));

  const getCargo: OperationHandler = async (request) => ({
    data: await visibleCargo(request, idOf(request)),
  });

  const createCargo: OperationHandler = async (request, reply) => {
    const input = request.body as CargoInput;
    const prices = await checkInput(request, input);
    const carId = input.car_id === undefined ? await defaultCarOf(orm, input.sender_branch_id) : input.car_id;
    const id = await orm.transaction(async (tx) => {
      // The number carries the id, so the id is taken first.
      const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('cargo', 'id'))::int as id`);
      const [next] = (result as unknown as { rows: { id: number }[] }).rows;
      const cargoId = Number(next!.id);
      const now = new Date();
      await tx
        .insert(cargo)
        .overridingSystemValue()
        .values({
          id: cargoId,
          number: cargoNumber(now.getUTCFullYear(), cargoId),
          senderBranchId: input.sender_branch_id,
          receiverBranchId: input.receiver_branch_id,
          carId,
          comment: optionalText(input.comment),
          createdById: authOf(request).user.id,
          createdAt: now,
        });
      await tx.insert(cargoProducts).values(
        input.products.map((line) => ({
          cargoId,
          productId: line.product_id,
          quantity: line.quantity,
          amount: prices.get(line.product_id)!,
        })),
      );
      return cargoId;
    });
    return reply.code(201).send({ data: await visibleCargo(request, id) });
  };

  const updateCargo: OperationHandler = async (request) => {
    const id = idOf(request);
    const input = request.body as CargoInput;
    const current = await visibleCargo(request, id);
    const prices = await checkInput(request, input, current.status);
    await orm.transaction(async (tx) => {
      await tx
        .update(cargo)
        .set({
          senderBranchId: input.sender_branch_id,
          receiverBranchId: input.receiver_branch_id,
          ...(input.car_id !== undefined && { carId: input.car_id }),
          ...(input.comment !== undefined && { comment: optionalText(input.comment) }),
        })
        .where(eq(cargo.id, id));
      await tx.delete(cargoProducts).where(eq(cargoProducts.cargoId, id));
      await tx.insert(cargoProducts).values(
        input.products.map((line) => ({
          cargoId: id,
          productId: line.product_id,
          quantity: line.quantity,
          amount: prices.get(line.product_id)!,
        })),
      );
    });
    return { data: await visibleCargo(request, id) };
  };

  /**
   * Moves a cargo on (send, receive) when the rule allows it. The update names the status it moves from, so of two
   * requests at once only one moves it; the other is answered by the rule as it then stands.
   */
  function moveHandler(
    decide: (cargo: CargoMove) => Decision,
    from: CargoStatus,
    to: (now: Date) => Partial<typeof cargo.$inferInsert>,
  ): OperationHandler {
    return async (request) => {
      const id = idOf(request);
      const viewer = logisticsViewer(request);
      const refuse = (current: Awaited<ReturnType<typeof visibleCargo>>) => {
        const decision = decide({
          status: current.status,
          productsCount: current.products_count,
          senderBranchId: current.sender_branch.id,
          receiverBranchId: current.receiver_branch.id,
          ...(viewer.own && { ownBranchId: viewer.user.branchId }),
        });
        if (!decision.ok) throw refusal(request, decision.message);
      };
      refuse(await visibleCargo(request, id));
      const moved = await orm
        .update(cargo)
        .set(to(new Date()))
        .where(and(eq(cargo.id, id), eq(cargo.status, from)))
        .returning({ id: cargo.id });
      const current = await visibleCargo(request, id);
      if (moved.length === 0) refuse(current);
      return { data: current };
    };
  }

  const sendCargo = moveHandler(decideSendCargo, 'draft', (now) => ({ status: 'sent', sentAt: now }));
  const receiveCargo = moveHandler(decideReceiveCargo, 'sent', (now) => ({
    status: 'received',
    receivedAt: now,
  }));

  /** Whether the caller may put lines into this cargo: a draft, and (`own`) of their branch as sender. */
  function fillable(request: FastifyRequest, current: Awaited<ReturnType<typeof visibleCargo>>) {
    const viewer = logisticsViewer(request);
    return decideFillCargo({
      status: current.status,
      senderBranchId: current.sender_branch.id,
      receiverBranchId: current.receiver_branch.id,
      ...(viewer.own && { ownBranchId: viewer.user.branchId }),
    });
  }

  /** Scan to batch: what each code would do in this cargo; nothing is changed. */
  const checkCargoCodes: OperationHandler = async (request) => {
    const current = await visibleCargo(request, idOf(request));
    const { codes } = request.body as CodeCheckRequest;
    const decision = fillable(request, current);
    const outcomes = checkCodes(codes, await productsByCode(orm, codes), {
      productIds: new Set(current.products.map((line) => line.product.id)),
      locked: decision.ok ? null : decision.message,
      already: 'productInCargo',
    });
    return {
      data: outcomes.map((outcome) => ({
        ...outcome,
        message: outcome.message === null ? null : say(request, outcome.message),
      })),
    };
  };

  /**
   * Many lines at once, all or nothing, priced at the catalogue price of the day. The cargo's row is locked while
   * deciding, so a send or another batch at the same moment waits for this one.
   */
  const addCargoProducts: OperationHandler = async (request, reply) => {
    const id = idOf(request);
    const { items } = request.body as CargoProductsInput;
    await visibleCargo(request, id);
    const productIds = items.map((item) => item.product_id);
    const prices = await pricesOf(orm, productIds);
    await orm.transaction(async (tx) => {
      await tx.select({ id: cargo.id }).from(cargo).where(eq(cargo.id, id)).for('update');
      const current = (await findCargo(tx, id, logisticsViewer(request)))!;
      const decision = fillable(request, current);
      if (!decision.ok) throw refusal(request, decision.message);
      const lines = await tx
        .select({
          productId: cargoProducts.productId,
          quantity: cargoProducts.quantity,
          amount: cargoProducts.amount,
        })
        .from(cargoProducts)
        .where(eq(cargoProducts.cargoId, id));
      const held = new Set(lines.map((line) => line.productId));
      const refused = batchRefusals(productIds, (productId) => prices.has(productId), held);
      if (refused.length > 0) throw refusals(request, refused);
      const over = lineOverTotal([
        ...lines,
        ...items.map((item) => ({ quantity: item.quantity, amount: prices.get(item.product_id)! })),
      ]);
      if (over >= 0)
        throw refusal(request, 'totalTooLarge', `items[${Math.max(0, over - lines.length)}].quantity`);
      await tx.insert(cargoProducts).values(
        items.map((item) => ({
          cargoId: id,
          productId: item.product_id,
          quantity: item.quantity,
          amount: prices.get(item.product_id)!,
        })),
      );
    });
    return reply.code(201).send({ data: await visibleCargo(request, id) });
  };

  return {
    checkCargoCodes,
    addCargoProducts,
    listCargo: listCargoHandler,
    getCargo,
    createCargo,
    updateCargo,
    sendCargo,
    receiveCargo,
  } satisfies Record<string, OperationHandler>;
}
