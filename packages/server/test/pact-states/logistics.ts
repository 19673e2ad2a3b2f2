import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../src/db/database.ts';
import {
  applications,
  cargo,
  cargoProducts,
  carUsers,
  cars,
  deadlines,
  kdRegisterApplications,
  kdRegisters,
  movements,
  orderAttachmentApplications,
  orderAttachments,
  packingTimeChanges,
  products,
  registerPrints,
  registerProducts,
  registers,
  unknownProducts,
} from '../../src/db/schema.ts';
import { putAtStep, resetApplicationFixtures } from '../helpers/application-fixtures.ts';

type StateHandler = () => Promise<undefined>;

const ids = (table: string) =>
  sql.raw(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1))`,
  );

/** Car `id` with exactly these fields (any other car holding the plate gives it up), user 3 attached to car 1. */
async function putCar(orm: Orm, id: number, governmentNumber: string) {
  await orm
    .update(cars)
    .set({ governmentNumber: sql`'X' || ${cars.id}::text || 'FREED'` })
    .where(and(eq(cars.governmentNumber, governmentNumber), ne(cars.id, id)));
  const values = {
    model: id === 1 ? 'Isuzu NPR' : 'Isuzu NQR',
    governmentNumber,
    status: 'active' as const,
    driverName: id === 1 ? 'Bekzod Tursunov' : 'Sardor Xolmatov',
    branchId: 1,
  };
  await orm
    .insert(cars)
    .overridingSystemValue()
    .values({ id, ...values })
    .onConflictDoUpdate({ target: cars.id, set: values });
  await orm.execute(ids('cars'));
  await orm.delete(carUsers).where(eq(carUsers.carId, id));
  await orm.insert(carUsers).values({ carId: id, userId: id === 1 ? 3 : 4 });
}

/** The pacts' products, every optional field filled in. */
const PACT_PRODUCTS = {
  1: {
    name: 'Samsung Galaxy A55 8/256',
    sku: 'SM-A556E-256',
    code: '8806095467412',
    series: 'R58W123ABC',
    brand: 'Samsung',
    category: 'Smartfonlar',
    quantity: 1,
    amount: 4_250_000,
    volumeM3: 0.002,
    color: 'black',
    imei: '356789104567891',
    imageUrl: 'https://cdn.karvon.uz/products/1.webp',
    isRepeatDelivery: false,
  },
  2: {
    name: 'Samsung Galaxy S24 Ultra 12/512',
    sku: 'SM-S928B-512',
    code: '8806095301129',
    series: 'R58W124ABC',
    brand: 'Samsung',
    category: 'Smartfonlar',
    quantity: 3,
    amount: 16_900_000,
    volumeM3: 0.002,
    color: 'titanium gray',
    imei: '356789104567892',
    imageUrl: 'https://cdn.karvon.uz/products/2.webp',
    isRepeatDelivery: false,
  },
} as const;

/** Whoever else holds this SKU, code, series or IMEI gives it up, so a product may take it. */
async function freeProductIdentity(
  orm: Orm,
  identity: { sku: string; code: string; series: string; imei: string },
  others: SQL | undefined = undefined,
) {
  await orm
    .update(products)
    .set({ sku: sql`${products.sku} || '-' || ${products.id}::text` })
    .where(and(eq(products.sku, identity.sku), others));
  await orm
    .update(products)
    .set({ code: sql`${products.code} || '-' || ${products.id}::text` })
    .where(and(eq(products.code, identity.code), others));
  await orm
    .update(products)
    .set({ series: null })
    .where(and(eq(products.series, identity.series), others));
  await orm
    .update(products)
    .set({ imei: null })
    .where(and(eq(products.imei, identity.imei), others));
}

/** Product `id` as the pacts know it, in the given state; another product holding its SKU gives it up. */
export async function putProduct(orm: Orm, id: 1 | 2, status: 'draft' | 'approved') {
  const values = { ...PACT_PRODUCTS[id], status };
  await freeProductIdentity(orm, values, ne(products.id, id));
  await orm
    .insert(products)
    .overridingSystemValue()
    .values({ id, ...values })
    .onConflictDoUpdate({ target: products.id, set: values });
  await orm.execute(ids('products'));
}

/**
 * The pacts' register 1: collected goods of branch 1 on 2026-11-20 by user 2, holding product 1, never printed
 * (or, `printed`, printed once by user 2 with a reason, so that a reprint's history has two prints of one shape).
 */
export async function putRegister(orm: Orm, status: 'draft' | 'approved', printed = false) {
  await putProduct(orm, 1, 'draft');
  const number = 'R-2026-1120-01';
  await orm
    .update(registers)
    .set({ number: sql`${registers.number} || '-' || ${registers.id}::text` })
    .where(and(eq(registers.number, number), ne(registers.id, 1)));
  const values = {
    number,
    kind: 'collected' as const,
    status,
    isPrinted: printed,
    printedAt: printed ? new Date('2026-11-20T10:00:00+05:00') : null,
    branchId: 1,
    businessDate: '2026-11-20',
    createdAt: new Date('2026-11-20T09:30:00+05:00'),
    createdById: 2,
    approvedAt: status === 'approved' ? new Date('2026-11-20T18:00:00+05:00') : null,
    approvedById: status === 'approved' ? 1 : null,
  };
  await orm
    .insert(registers)
    .overridingSystemValue()
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: registers.id, set: values });
  await orm.execute(ids('registers'));
  await orm.delete(registerProducts).where(eq(registerProducts.registerId, 1));
  await orm.insert(registerProducts).values({
    registerId: 1,
    productId: 1,
    quantity: 1,
    series: 'R58W123ABC',
    addedAt: new Date('2026-11-20T09:30:00+05:00'),
  });
  await orm.delete(registerPrints).where(eq(registerPrints.registerId, 1));
  if (printed)
    await orm.insert(registerPrints).values({
      registerId: 1,
      printedAt: new Date('2026-11-20T10:00:00+05:00'),
      printedById: 2,
      reason: 'Omborga nusxa',
    });
}

/** One change of an application's packing deadline by user 2: 30 minutes more than the plan. */
export async function addPackingTimeChange(orm: Orm, applicationId: number) {
  const [application] = await orm
    .select({ startedAt: applications.stepStartedAt, planned: applications.stepDurationMinutes })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new Error(`No application ${applicationId}`);
  const oldTime = new Date(application.startedAt.getTime() + application.planned * 60_000);
  await orm.insert(packingTimeChanges).values({
    applicationId,
    oldTime,
    newTime: new Date(oldTime.getTime() + 30 * 60_000),
    changedAt: new Date(application.startedAt.getTime() + 10 * 60_000),
    changedById: 2,
    comment: 'Qadoq materiali kutilmoqda',
  });
}

const JANUARY_2000 = {
  from: new Date('2000-01-01T00:00:00+05:00'),
  to: new Date('2000-02-01T00:00:00+05:00'),
};

/** 'nothing is dated January 2000': no application, attachment or deadline falls in that month. */
async function forgetJanuary2000(orm: Orm) {
  const inMonth = (column: AnyPgColumn) => and(gte(column, JANUARY_2000.from), lt(column, JANUARY_2000.to));
  await orm.delete(deadlines).where(eq(deadlines.month, '2000-01'));
  await orm.delete(orderAttachments).where(inMonth(orderAttachments.createdAt));
  await orm.delete(applications).where(inMonth(applications.createdAt));
}

/**
 * Replaces the cargo register with the pacts' cargo 1 (as the application fixtures replace the applications):
 * from branch 1 to branch 2 with car 1 (driver 3) and product 1.
 */
async function putCargo(orm: Orm, status: 'draft' | 'sent') {
  await putProduct(orm, 1, 'draft');
  await putCar(orm, 1, '01A123BC');
  await orm.execute(sql`truncate ${cargo} restart identity cascade`);
  await orm
    .insert(cargo)
    .overridingSystemValue()
    .values({
      id: 1,
      number: 'CG-2026-0042',
      status,
      senderBranchId: 1,
      receiverBranchId: 2,
      carId: 1,
      comment: 'Ehtiyotkorlik bilan',
      createdAt: new Date('2026-11-20T09:30:00+05:00'),
      createdById: 2,
      sentAt: status === 'sent' ? new Date('2026-11-20T11:30:00+05:00') : null,
    });
  await orm.execute(ids('cargo'));
  await orm.insert(cargoProducts).values({ cargoId: 1, productId: 1, quantity: 1, amount: 4_250_000 });
}

/** Drops the attachments of a car, so it is not on a route. */
async function releaseCar(orm: Orm, carId: number) {
  await orm.delete(orderAttachments).where(eq(orderAttachments.carId, carId));
}

/** Provider states of the logistics area (contracts/README.md); each sets up exactly what its name says. */
export function logisticsStates(orm: () => Orm): Record<string, StateHandler> {
  return {
    'product 1 is a draft with SKU SM-A556E-256': async () => {
      await putProduct(orm(), 1, 'draft');
      return undefined;
    },
    'product 1 is approved': async () => {
      await putProduct(orm(), 1, 'approved');
      return undefined;
    },
    'no product has SKU SM-A356E-128, code 8806095488813, series R58W356NEW or IMEI 356789104561280':
      async () => {
        await freeProductIdentity(orm(), {
          sku: 'SM-A356E-128',
          code: '8806095488813',
          series: 'R58W356NEW',
          imei: '356789104561280',
        });
        return undefined;
      },
    'product 2 has SKU SM-S928B-512': async () => {
      await putProduct(orm(), 2, 'approved');
      return undefined;
    },
    'register 1 is a draft collected-goods register holding product 1': async () => {
      await putRegister(orm(), 'draft');
      return undefined;
    },
    'register 1 was printed once': async () => {
      await putRegister(orm(), 'draft', true);
      return undefined;
    },
    'register 1 is an approved register': async () => {
      await putRegister(orm(), 'approved');
      return undefined;
    },
    'application 1 waits for packing': async () => {
      await resetApplicationFixtures(orm());
      await addPackingTimeChange(orm(), 1);
      return undefined;
    },
    'application 1 is packed': async () => {
      await resetApplicationFixtures(orm());
      await putAtStep(orm(), [1], 'ready_to_load');
      return undefined;
    },
    'a deadline is set for 2026-11': async () => {
      const values = {
        month: '2026-11',
        date: '2026-11-25',
        task: 'Yillik inventarizatsiya',
        branchId: 1,
        createdAt: new Date('2026-11-20T09:30:00+05:00'),
        createdById: 2,
      };
      await orm()
        .insert(deadlines)
        .values(values)
        .onConflictDoUpdate({ target: [deadlines.month, deadlines.task, deadlines.branchId], set: values });
      return undefined;
    },
    'nothing is dated January 2000': async () => {
      await forgetJanuary2000(orm());
      return undefined;
    },
    'application 1 moved from branch 1 to branch 2': async () => {
      await resetApplicationFixtures(orm());
      await orm()
        .insert(movements)
        .values({
          applicationId: 1,
          fromBranchId: 1,
          toBranchId: 2,
          carNumber: '01A123BC',
          driverId: 3,
          step: 'in_transit',
          status: 'on_the_way',
          movedAt: new Date('2026-11-20T09:30:00+05:00'),
        });
      return undefined;
    },
    'car 1 with driver 3 is active and applications 1 and 2 are ready to load': async () => {
      await putCar(orm(), 1, '01A123BC');
      await releaseCar(orm(), 1);
      await resetApplicationFixtures(orm());
      await putAtStep(orm(), [1, 2], 'ready_to_load');
      return undefined;
    },
    'application 2 is already attached to a car': async () => {
      const [attachment] = await orm()
        .insert(orderAttachments)
        .values({ carId: 1, driverId: 3, createdById: 2, createdAt: new Date('2026-11-20T09:30:00+05:00') })
        .returning({ id: orderAttachments.id });
      await orm()
        .insert(orderAttachmentApplications)
        .values({ attachmentId: attachment!.id, applicationId: 2 });
      return undefined;
    },
    'cargo 1 is a draft from branch 1 to branch 2': async () => {
      await putCargo(orm(), 'draft');
      return undefined;
    },
    'cargo 1 is sent': async () => {
      await putCargo(orm(), 'sent');
      return undefined;
    },
    'applications of November 2026 exist': async () => {
      await resetApplicationFixtures(orm());
      return undefined;
    },
    'courier-delivery register 1 exists': async () => {
      await resetApplicationFixtures(orm());
      const values = {
        number: 'KD-2026-1120-03',
        driverId: 3,
        carNumber: '01A123BC',
        branchId: 1,
        businessDate: '2026-11-20',
        isClosed: false,
      };
      await orm()
        .update(kdRegisters)
        .set({ number: sql`${kdRegisters.number} || '-' || ${kdRegisters.id}::text` })
        .where(and(eq(kdRegisters.number, values.number), ne(kdRegisters.id, 1)));
      await orm()
        .insert(kdRegisters)
        .overridingSystemValue()
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: kdRegisters.id, set: values });
      await orm().execute(ids('kd_registers'));
      await orm().insert(kdRegisterApplications).values({ kdRegisterId: 1, applicationId: 1 });
      return undefined;
    },
    'unknown goods exist': async () => {
      await orm()
        .insert(unknownProducts)
        .values({
          name: 'Noma’lum quti',
          code: '4780012345678',
          sku: 'UNK-0001',
          imei: '356789104567000',
          branchId: 1,
          foundAt: new Date('2026-11-20T09:30:00+05:00'),
          comment: 'Omborda topildi',
        });
      return undefined;
    },
    'no car has number 01A123BC': async () => {
      await orm()
        .update(cars)
        .set({ governmentNumber: sql`'X' || ${cars.id}::text || 'FREED'` })
        .where(eq(cars.governmentNumber, '01A123BC'));
      return undefined;
    },
    'car 1 exists with number 01A123BC': async () => {
      await putCar(orm(), 1, '01A123BC');
      await releaseCar(orm(), 1);
      return undefined;
    },
    'car 2 has number 01A777AA': async () => {
      await putCar(orm(), 2, '01A777AA');
      return undefined;
    },
    'car 1 is on a route': async () => {
      await resetApplicationFixtures(orm());
      await putAtStep(orm(), [1], 'out_for_delivery');
      const [attachment] = await orm()
        .insert(orderAttachments)
        .values({ carId: 1, driverId: 3, createdById: 1 })
        .returning({ id: orderAttachments.id });
      await orm()
        .insert(orderAttachmentApplications)
        .values({ attachmentId: attachment!.id, applicationId: 1 });
      return undefined;
    },
  };
}

/** 'no record has id 999999': removes that id from this area's tables. */
export async function forgetLogisticsRecord999999(orm: Orm): Promise<void> {
  await orm.delete(cars).where(eq(cars.id, 999_999));
  await orm.delete(registers).where(eq(registers.id, 999_999));
  await orm.delete(cargo).where(eq(cargo.id, 999_999));
  await orm.delete(kdRegisters).where(eq(kdRegisters.id, 999_999));
}
