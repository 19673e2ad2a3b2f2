import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  CodeCheckRequest,
  RegisterInput,
  RegisterPrintInput,
  RegisterProductInput,
  RegisterProductsInput,
} from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import type { Orm } from '../../db/database.ts';
import { branchExists } from '../../db/logistics-cars.ts';
import type { Page } from '../../db/logistics-common.ts';
import {
  endOfDayDays,
  endOfDayRegisterExists,
  findRegister,
  listRegisters,
  registerState,
  registersOfDay,
  type RegisterFilters,
} from '../../db/logistics-registers.ts';
import { products, registerPrints, registerProducts, registers } from '../../db/schema.ts';
import {
  decideAddProduct,
  decideApproveRegister,
  decidePrint,
  registerNumber,
  repeatDeliveryProducts,
  repeatedProducts,
} from '../../domain/registers.ts';
import { batchRefusals, checkCodes } from '../../domain/code-check.ts';
import { productsByCode } from '../../db/logistics-products.ts';
import type { OperationHandler } from '../types.ts';
import { idOf, lineOverTotal, logisticsViewer, missing, refusal, refusals, say } from './common.ts';
import { optionalText } from '../../free-text.ts';

export function registerHandlers(orm: Orm) {
  async function visibleRegister(request: FastifyRequest, id: number) {
    const register = await findRegister(orm, id, logisticsViewer(request));
    if (register === null) throw missing(request);
    return register;
  }

  /** The catalogue series (a line typed without a series takes it) and price of each existing product. */
  async function catalogueOf(
    ids: readonly number[],
  ): Promise<Map<number, { series: string | null; amount: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await orm
      .select({ id: products.id, series: products.series, amount: products.amount })
      .from(products)
      .where(inArray(products.id, [...ids]));
    return new Map(rows.map(({ id, ...entry }) => [id, entry]));
  }

  const listRegistersHandler: OperationHandler = async (request) =>
    listRegisters(orm, request.query as RegisterFilters, request.query as Page, logisticsViewer(request));

  const getRegister: OperationHandler = async (request) => ({
    data: await visibleRegister(request, idOf(request)),
  });

  const createRegister: OperationHandler = async (request, reply) => {
    const input = request.body as RegisterInput;
    const viewer = logisticsViewer(request);
    const productIds = input.products.map((line) => line.product_id);
    const repeated = repeatedProducts(productIds);
    if (repeated.length > 0)
      throw refusals(
        request,
        repeated.map((index) => ({ message: 'productExists' as const, field: `products[${index}]` })),
      );
    // An `own` caller works for their own branch only; another branch is as unknown to them as a missing one.
    const ownBranch = !viewer.own || viewer.user.branchId === input.branch_id;
    if (!ownBranch || !(await branchExists(orm, input.branch_id)))
      throw refusal(request, 'branchNotFound', 'branch_id');
    const known = await catalogueOf(productIds);
    const unknown = productIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
    if (unknown.length > 0)
      throw refusals(
        request,
        unknown.map((index) => ({
          message: 'productNotFound' as const,
          field: `products[${index}].product_id`,
        })),
      );
    const over = lineOverTotal(
      input.products.map((line) => ({ quantity: line.quantity, amount: known.get(line.product_id)!.amount })),
    );
    if (over >= 0) throw refusal(request, 'totalTooLarge', `products[${over}].quantity`);
    if (
      input.kind === 'end_of_day' &&
      (await endOfDayRegisterExists(orm, input.branch_id, input.business_date))
    )
      throw refusal(request, 'endOfDayExists', 'business_date');

    const id = await orm.transaction(async (tx) => {
      const sequence = (await registersOfDay(tx, input.kind, input.business_date)) + 1;
      const [created] = await tx
        .insert(registers)
        .values({
          number: registerNumber(input.kind, input.business_date, sequence),
          kind: input.kind,
          branchId: input.branch_id,
          businessDate: input.business_date,
          createdById: authOf(request).user.id,
        })
        .returning({ id: registers.id });
      if (input.products.length > 0)
        await tx.insert(registerProducts).values(
          input.products.map((line) => ({
            registerId: created!.id,
            productId: line.product_id,
            quantity: line.quantity,
            series: optionalText(line.series) ?? known.get(line.product_id)!.series,
          })),
        );
      return created!.id;
    });
    return reply.code(201).send({ data: await visibleRegister(request, id) });
  };

  const addRegisterProduct: OperationHandler = async (request, reply) => {
    const id = idOf(request);
    const line = request.body as RegisterProductInput;
    const state = await registerState(orm, id, logisticsViewer(request));
    if (state === null) throw missing(request);
    const decision = decideAddProduct(state, line.product_id);
    if (!decision.ok) throw refusal(request, decision.message, decision.field);
    const product = (await catalogueOf([line.product_id])).get(line.product_id);
    if (product === undefined) throw refusal(request, 'productNotFound', 'product_id');
    if (lineOverTotal([...state.lines, { quantity: line.quantity, amount: product.amount }]) >= 0)
      throw refusal(request, 'totalTooLarge', 'quantity');
    await orm.insert(registerProducts).values({
      registerId: id,
      productId: line.product_id,
      quantity: line.quantity,
      series: optionalText(line.series) ?? product.series,
    });
    return reply.code(201).send({ data: await visibleRegister(request, id) });
  };

  const approveRegister: OperationHandler = async (request) => {
    const id = idOf(request);
    const state = await registerState(orm, id, logisticsViewer(request));
    if (state === null) throw missing(request);
    const decision = decideApproveRegister(state);
    if (!decision.ok) throw refusal(request, decision.message);
    await orm.transaction(async (tx) => {
      await tx
        .update(registers)
        .set({ status: 'approved', approvedAt: new Date(), approvedById: authOf(request).user.id })
        .where(eq(registers.id, id));
      if (state.kind !== 'end_of_day') return;
      const days = await endOfDayDays(tx, id, state.branchId, state.productIds);
      const repeat = repeatDeliveryProducts(state.productIds, days, state.businessDate);
      if (repeat.length > 0)
        await tx.update(products).set({ isRepeatDelivery: true }).where(inArray(products.id, repeat));
    });
    return { data: await visibleRegister(request, id) };
  };

  /**
   * Every print is kept in the register's print history; the first marks it printed, a reprint needs a reason. The
   * register's row is locked while deciding, so of two first prints at once the second is a reprint.
   */
  const markRegisterPrinted: OperationHandler = async (request) => {
    const id = idOf(request);
    await visibleRegister(request, id);
    const { reason } = request.body as RegisterPrintInput;
    await orm.transaction(async (tx) => {
      const [row] = await tx
        .select({ isPrinted: registers.isPrinted })
        .from(registers)
        .where(eq(registers.id, id))
        .for('update');
      const decision = decidePrint(row!.isPrinted, reason);
      if (!decision.ok) throw refusal(request, decision.message, decision.field);
      const now = new Date();
      await tx.insert(registerPrints).values({
        registerId: id,
        printedAt: now,
        printedById: authOf(request).user.id,
        reason: decision.reason,
      });
      if (!row!.isPrinted)
        await tx.update(registers).set({ isPrinted: true, printedAt: now }).where(eq(registers.id, id));
    });
    return { data: await visibleRegister(request, id) };
  };

  /** Scan to batch: what each code would do in this register; nothing is changed. */
  const checkRegisterCodes: OperationHandler = async (request) => {
    const state = await registerState(orm, idOf(request), logisticsViewer(request));
    if (state === null) throw missing(request);
    const { codes } = request.body as CodeCheckRequest;
    const outcomes = checkCodes(codes, await productsByCode(orm, codes), {
      productIds: new Set(state.productIds),
      locked: state.status === 'approved' ? 'registerApproved' : null,
      already: 'productInRegister',
    });
    return {
      data: outcomes.map((outcome) => ({
        ...outcome,
        message: outcome.message === null ? null : say(request, outcome.message),
      })),
    };
  };

  /**
   * Many lines at once, all or nothing: every refused item is named and nothing is added. The register's row is
   * locked while deciding, so an approval or another batch at the same moment waits for this one.
   */
  const addRegisterProducts: OperationHandler = async (request, reply) => {
    const id = idOf(request);
    const viewer = logisticsViewer(request);
    const { items } = request.body as RegisterProductsInput;
    if ((await registerState(orm, id, viewer)) === null) throw missing(request);
    const productIds = items.map((item) => item.product_id);
    const known = await catalogueOf(productIds);
    await orm.transaction(async (tx) => {
      await tx.select({ id: registers.id }).from(registers).where(eq(registers.id, id)).for('update');
      const state = (await registerState(tx, id, viewer))!;
      if (state.status === 'approved') throw refusal(request, 'registerApproved');
      const refused = batchRefusals(
        productIds,
        (productId) => known.has(productId),
        new Set(state.productIds),
      );
      if (refused.length > 0) throw refusals(request, refused);
      const over = lineOverTotal([
        ...state.lines,
        ...items.map((item) => ({ quantity: item.quantity, amount: known.get(item.product_id)!.amount })),
      ]);
      if (over >= 0)
        throw refusal(request, 'totalTooLarge', `items[${Math.max(0, over - state.lines.length)}].quantity`);
      await tx.insert(registerProducts).values(
        items.map((item) => ({
          registerId: id,
          productId: item.product_id,
          quantity: item.quantity,
          series: optionalText(item.series) ?? known.get(item.product_id)!.series,
        })),
      );
    });
    return reply.code(201).send({ data: await visibleRegister(request, id) });
  };

  return {
    checkRegisterCodes,
    addRegisterProducts,
    listRegisters: listRegistersHandler,
    getRegister,
    createRegister,
    addRegisterProduct,
    approveRegister,
    markRegisterPrinted,
  } satisfies Record<string, OperationHandler>;
}
