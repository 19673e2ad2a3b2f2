import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from './database.ts';
import { registerNumber, type RegisterKind } from '../domain/registers.ts';
import { cargoNumber } from '../domain/cargo-rules.ts';
import {
  applicationSteps,
  applications,
  branches,
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
  users,
} from './schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

interface SeedCar {
  model: string;
  governmentNumber: string;
  status: 'active' | 'repair' | 'inactive';
  /** A staff driver (attached to the car), or null for a hired driver known by name only. */
  driverPhone: string | null;
  hiredDriver?: string;
  branch: string;
}

/**
 * The fleet: Uzbek plates (region code, letters and digits), drivers 3–7 of the staff. The pacts' 01A123BC is
 * made by their own provider state, so the demo leaves that plate free for "a new car".
 */
export const SEED_CARS: SeedCar[] = [
  {
    model: 'Isuzu NPR 75',
    governmentNumber: '01A456KA',
    status: 'active',
    driverPhone: '998900000003',
    branch: 'Ташкент — главный склад',
  },
  {
    model: 'Isuzu NQR 90',
    governmentNumber: '01B789MA',
    status: 'active',
    driverPhone: '998900000004',
    branch: 'Ташкент Юнусабад',
  },
  {
    model: 'Chevrolet Labo',
    governmentNumber: '01C321TA',
    status: 'repair',
    driverPhone: null,
    hiredDriver: 'Рустам Абдуллаев',
    branch: 'Ташкент Чиланзар',
  },
  {
    model: 'ГАЗель Next',
    governmentNumber: '30D555SA',
    status: 'active',
    driverPhone: '998900000005',
    branch: 'Самарканд',
  },
  {
    model: 'Isuzu NPR 82',
    governmentNumber: '80E111BA',
    status: 'active',
    driverPhone: '998900000006',
    branch: 'Бухара',
  },
  {
    model: 'Chevrolet Damas',
    governmentNumber: '40F222FA',
    status: 'active',
    driverPhone: '998900000007',
    branch: 'Фергана',
  },
  {
    model: 'MAN TGL 12.220',
    governmentNumber: '01K777AA',
    status: 'inactive',
    driverPhone: null,
    hiredDriver: 'Шерзод Маматов',
    branch: 'Ташкент — главный склад',
  },
  {
    model: 'Foton Aumark',
    governmentNumber: '70H808HA',
    status: 'active',
    driverPhone: null,
    hiredDriver: 'Abdulla Qodirov',
    branch: 'Карши',
  },
];

async function seedCars(tx: Tx): Promise<void> {
  const branchIds = new Map(
    (await tx.select({ id: branches.id, name: branches.name }).from(branches)).map((b) => [b.name, b.id]),
  );
  const drivers = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(
          inArray(
            users.phone,
            SEED_CARS.flatMap((car) => (car.driverPhone ? [car.driverPhone] : [])),
          ),
        )
    ).map((user) => [user.phone, user]),
  );
  await tx
    .insert(cars)
    .values(
      SEED_CARS.map((car) => ({
        model: car.model,
        governmentNumber: car.governmentNumber,
        status: car.status,
        driverName: car.driverPhone
          ? (drivers.get(car.driverPhone)?.name ?? null)
          : (car.hiredDriver ?? null),
        branchId: branchIds.get(car.branch) ?? null,
      })),
    )
    .onConflictDoNothing({ target: cars.governmentNumber });
  const carIds = new Map(
    (
      await tx
        .select({ id: cars.id, number: cars.governmentNumber })
        .from(cars)
        .where(
          inArray(
            cars.governmentNumber,
            SEED_CARS.map((car) => car.governmentNumber),
          ),
        )
    ).map((car) => [car.number, car.id]),
  );
  const attached = SEED_CARS.flatMap((car) => {
    const driver = car.driverPhone ? drivers.get(car.driverPhone) : undefined;
    const carId = carIds.get(car.governmentNumber);
    return driver && carId ? [{ carId, userId: driver.id }] : [];
  });
  if (attached.length > 0) await tx.insert(carUsers).values(attached).onConflictDoNothing();
}

/** Deterministic picks for the demo: the same seed always builds the same rows. */
function pick<T>(items: readonly T[], n: number): T {
  return items[((n % items.length) + items.length) % items.length]!;
}

/** The demo's business days: the week before the pacts' 2026-11-20, and that day itself. */
export const SEED_DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'] as const;

const REGISTER_KINDS: readonly RegisterKind[] = ['collected', 'loading', 'end_of_day'];

interface Ids {
  branches: number[];
  products: { id: number; series: string | null }[];
  staff: number[];
}

async function idsOf(tx: Tx): Promise<Ids> {
  const branchRows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.isActive, true))
    .orderBy(branches.id);
  const productRows = await tx
    .select({ id: products.id, series: products.series })
    .from(products)
    .orderBy(products.id);
  const staffRows = await tx.select({ id: users.id }).from(users).orderBy(users.id);
  return { branches: branchRows.map((b) => b.id), products: productRows, staff: staffRows.map((u) => u.id) };
}

/**
 * Registers of the first four branches over the demo week: each kind each day, earlier days approved and
 * printed, the last day's still drafts, not printed. One product is left in the end-of-day registers of two
 * days in a row, so it is flagged for repeat delivery (SPEC §4).
 */
async function seedRegisters(tx: Tx, ids: Ids): Promise<void> {
  if (ids.products.length < 4 || ids.branches.length === 0) return;
  const rows: (typeof registers.$inferInsert)[] = [];
  const lines = new Map<
    string,
    { productId: number; quantity: number; series: string | null; addedAt: Date }[]
  >();
  const sequence = new Map<string, number>();
  ids.branches.slice(0, 4).forEach((branchId, b) => {
    SEED_DAYS.forEach((day, d) => {
      REGISTER_KINDS.forEach((kind, k) => {
        const key = `${kind}/${day}`;
        const n = (sequence.get(key) ?? 0) + 1;
        sequence.set(key, n);
        const number = registerNumber(kind, day, n);
        const last = d === SEED_DAYS.length - 1;
        const printed = !last && (b + d + k) % 3 !== 0;
        const createdAt = new Date(`${day}T${String(9 + k * 4).padStart(2, '0')}:15:00+05:00`);
        rows.push({
          number,
          kind,
          status: last ? 'draft' : 'approved',
          isPrinted: printed,
          printedAt: printed ? new Date(`${day}T20:30:00+05:00`) : null,
          branchId,
          businessDate: day,
          createdAt,
          createdById: pick(ids.staff, b + d + k),
          approvedAt: last ? null : new Date(`${day}T20:00:00+05:00`),
          approvedById: last ? null : ids.staff[0],
        });
        const count = 1 + ((b + d + k) % 3);
        const chosen = Array.from({ length: count }, (_, i) => pick(ids.products, 2 + b + d * 2 + k + i * 5));
        // The repeat-delivery product: in branch 1's end-of-day registers on two days.
        if (kind === 'end_of_day' && b === 0 && (d === 2 || d === 3)) chosen.push(pick(ids.products, 3));
        const unique = [...new Map(chosen.map((p) => [p.id, p])).values()];
        lines.set(
          number,
          // Lines go in over the day, 25 minutes apart: a draft's oldest line shows how long it has waited.
          unique.map((p, i) => ({
            productId: p.id,
            quantity: 1 + ((d + i) % 3),
            series: p.series,
            addedAt: new Date(createdAt.getTime() + i * 25 * 60_000),
          })),
        );
      });
    });
  });
  const created = await tx
    .insert(registers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: registers.id, number: registers.number, printedAt: registers.printedAt });
  const values = created.flatMap((register) =>
    (lines.get(register.number) ?? []).map((line) => ({ registerId: register.id, ...line })),
  );
  if (values.length > 0) await tx.insert(registerProducts).values(values).onConflictDoNothing();
  // A printed register's print history: printed once by the first staff member, every fifth one reprinted.
  const prints = created.flatMap((register, i) =>
    register.printedAt === null
      ? []
      : [
          { registerId: register.id, printedAt: register.printedAt, printedById: ids.staff[0] ?? null },
          ...(i % 5 === 0
            ? [
                {
                  registerId: register.id,
                  printedAt: new Date(register.printedAt.getTime() + 40 * 60_000),
                  printedById: ids.staff[0] ?? null,
                  reason: 'Birinchi nusxa yirtildi',
                },
              ]
            : []),
        ],
  );
  if (prints.length > 0) await tx.insert(registerPrints).values(prints);
  if (created.length > 0) {
    await tx
      .update(products)
      .set({ isRepeatDelivery: true })
      .where(eq(products.id, pick(ids.products, 3).id));
  }
}

const PACKING_COMMENTS = [
  'Qadoq materiali kutilmoqda',
  'Ожидаем коробки со склада',
  'Mijoz buyurtmani o‘zgartirdi',
  'Нужна дополнительная пломба',
];

/**
 * Time history for the waiting-time screen: every third application waiting for packing (by id, so a restart
 * adds nothing) had its deadline
 * moved once or twice by a packer, 15–60 minutes at a time.
 */
async function seedPackingTimes(tx: Tx, ids: Ids): Promise<void> {
  const waiting = await tx
    .select({
      id: applications.id,
      startedAt: applications.stepStartedAt,
      planned: applications.stepDurationMinutes,
    })
    .from(applications)
    .where(
      and(
        eq(applications.step, 'packing'),
        eq(applications.isFrozen, false),
        sql`not exists (select 1 from ${packingTimeChanges} where ${packingTimeChanges.applicationId} = ${applications.id})`,
      ),
    )
    .orderBy(applications.id);
  const rows = waiting
    .filter((application) => application.id % 3 === 0)
    .flatMap((application, i) => {
      let deadline = application.startedAt.getTime() + application.planned * 60_000;
      return Array.from({ length: 1 + (i % 2) }, (_, change) => {
        const minutes = 15 * (1 + ((i + change) % 4));
        const oldTime = new Date(deadline);
        deadline += minutes * 60_000;
        return {
          applicationId: application.id,
          oldTime,
          newTime: new Date(deadline),
          changedAt: new Date(application.startedAt.getTime() + (20 + change * 30) * 60_000),
          changedById: pick(ids.staff, i + change),
          comment: pick(PACKING_COMMENTS, i + change),
        };
      });
    });
  if (rows.length > 0) await tx.insert(packingTimeChanges).values(rows);
}

const DEADLINE_TASKS = [
  { task: 'Yillik inventarizatsiya', day: 25 },
  { task: 'Инвентаризация склада', day: 15 },
  { task: 'Oylik hisobot', day: 28 },
  { task: 'Сверка с контрагентами', day: 20 },
];

/** Deadlines of the months around the demo for the first four branches (every one names its branch). */
async function seedDeadlines(tx: Tx, ids: Ids): Promise<void> {
  const months = ['2026-09', '2026-10', '2026-11', '2026-12'];
  const rows = months.flatMap((month, m) =>
    ids.branches.slice(0, 4).flatMap((branchId, b) =>
      DEADLINE_TASKS.filter((_, t) => (m + b + t) % 2 === 0).map(({ task, day }) => ({
        month,
        date: `${month}-${String(day - b).padStart(2, '0')}`,
        task,
        branchId,
        createdAt: new Date(`${month}-01T10:00:00+05:00`),
        createdById: ids.staff[0] ?? null,
      })),
    ),
  );
  if (rows.length > 0) await tx.insert(deadlines).values(rows).onConflictDoNothing();
}

/**
 * Movements between branches, read off the applications' own history: every application that went on the
 * road (step in_transit) from its register branch to another sale branch moved then, with its car and driver.
 */
async function seedMovements(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into ${movements} (application_id, from_branch_id, to_branch_id, car_number, driver_id, step, status, moved_at)
    select a.id, a.register_branch_id, a.sale_branch_id, a.car_number, a.driver_id, 'in_transit', 'on_the_way', s.started_at
    from ${applications} a
    join ${applicationSteps} s on s.application_id = a.id and s.step = 'in_transit'
    where a.sale_branch_id is not null and a.sale_branch_id <> a.register_branch_id
      and not exists (select 1 from ${movements} m where m.application_id = a.id)
  `);
}

/**
 * Order attachments: each staff driver's car carries two handfuls of that driver's applications that are
 * loading, on the road or out for delivery. A car that already has attachments is left as it is.
 */
async function seedOrderAttachments(tx: Tx, ids: Ids): Promise<void> {
  const fleet = await tx
    .select({ carId: carUsers.carId, driverId: carUsers.userId })
    .from(carUsers)
    .innerJoin(cars, eq(cars.id, carUsers.carId))
    .where(
      and(
        inArray(
          cars.governmentNumber,
          SEED_CARS.map((car) => car.governmentNumber),
        ),
        sql`not exists (select 1 from ${orderAttachments} where ${orderAttachments.carId} = ${cars.id})`,
      ),
    )
    .orderBy(carUsers.carId);
  for (const [c, { carId, driverId }] of fleet.entries()) {
    const load = await tx
      .select({ id: applications.id, updatedAt: applications.updatedAt })
      .from(applications)
      .where(
        and(
          eq(applications.driverId, driverId),
          inArray(applications.step, ['loading', 'in_transit', 'out_for_delivery']),
          sql`not exists (select 1 from ${orderAttachmentApplications} where ${orderAttachmentApplications.applicationId} = ${applications.id})`,
        ),
      )
      .orderBy(applications.id)
      .limit(10);
    for (let start = 0; start < load.length; start += 5) {
      const batch = load.slice(start, start + 5);
      const [attachment] = await tx
        .insert(orderAttachments)
        .values({
          carId,
          driverId,
          createdAt: batch[0]!.updatedAt,
          createdById: pick(ids.staff.slice(0, 2), c + start),
        })
        .returning({ id: orderAttachments.id });
      await tx
        .insert(orderAttachmentApplications)
        .values(
          batch.map((application) => ({ attachmentId: attachment!.id, applicationId: application.id })),
        );
    }
  }
}

const CARGO_COMMENTS = [
  'Ehtiyotkorlik bilan',
  'Хрупкий товар, не кантовать',
  'Tezkor yetkazish',
  'Сверить серийные номера',
];

/**
 * The cargo register: goods sent from the main warehouse to branches and between branches over the demo
 * week, received, sent (on the road) and still drafts, each with its branch's car.
 */
async function seedCargo(tx: Tx, ids: Ids): Promise<void> {
  if (ids.branches.length < 4 || ids.products.length < 4) return;
  const fleet = await tx
    .select({ id: cars.id, branchId: cars.branchId })
    .from(cars)
    .where(
      inArray(
        cars.governmentNumber,
        SEED_CARS.filter((car) => car.driverPhone !== null).map((car) => car.governmentNumber),
      ),
    );
  const carOf = (branchId: number) =>
    fleet.find((car) => car.branchId === branchId)?.id ?? fleet[0]?.id ?? null;
  const prices = new Map(
    (await tx.select({ id: products.id, amount: products.amount }).from(products)).map((p) => [
      p.id,
      p.amount,
    ]),
  );
  const statuses = ['received', 'received', 'sent', 'sent', 'draft'] as const;
  const planned = Array.from({ length: 15 }, (_, i) => {
    const sender = i % 3 === 2 ? pick(ids.branches.slice(1, 4), i) : ids.branches[0]!;
    const receiver = pick(
      ids.branches.filter((id) => id !== sender),
      i + 1,
    );
    const day = pick(SEED_DAYS, i);
    const status = pick(statuses, i);
    const createdAt = new Date(`${day}T${String(8 + (i % 8)).padStart(2, '0')}:40:00+05:00`);
    return {
      row: {
        number: cargoNumber(2026, i + 1),
        status,
        senderBranchId: sender,
        receiverBranchId: receiver,
        carId: carOf(sender),
        comment: pick(CARGO_COMMENTS, i),
        createdAt,
        createdById: pick(ids.staff, i),
        sentAt: status === 'draft' ? null : new Date(createdAt.getTime() + 2 * 3_600_000),
        receivedAt: status === 'received' ? new Date(createdAt.getTime() + 26 * 3_600_000) : null,
      },
      lines: [
        ...new Set(
          [pick(ids.products, i), pick(ids.products, i + 4), pick(ids.products, i * 3 + 1)].map((p) => p.id),
        ),
      ].map((productId, l) => ({
        productId,
        quantity: 1 + ((i + l) % 5),
        amount: prices.get(productId) ?? 0,
      })),
    };
  });
  const created = await tx
    .insert(cargo)
    .values(planned.map((p) => p.row))
    .onConflictDoNothing()
    .returning({ id: cargo.id, number: cargo.number });
  const linesOf = new Map(planned.map((p) => [p.row.number, p.lines]));
  const lines = created.flatMap((c) =>
    (linesOf.get(c.number) ?? []).map((line) => ({ cargoId: c.id, ...line })),
  );
  if (lines.length > 0) await tx.insert(cargoProducts).values(lines);
}

/**
 * Courier-delivery registers: each staff driver's car takes out up to six of the driver's applications that
 * are out for delivery or delivered, on each of the last three demo days; the earlier days are closed.
 */
async function seedKdRegisters(tx: Tx): Promise<void> {
  const fleet = await tx
    .select({ driverId: carUsers.userId, plate: cars.governmentNumber, branchId: cars.branchId })
    .from(carUsers)
    .innerJoin(cars, eq(cars.id, carUsers.carId))
    .where(
      inArray(
        cars.governmentNumber,
        SEED_CARS.map((car) => car.governmentNumber),
      ),
    )
    .orderBy(carUsers.carId);
  const days = SEED_DAYS.slice(-3);
  for (const [d, day] of days.entries()) {
    for (const [c, car] of fleet.entries()) {
      const number = `KD-${day.slice(0, 4)}-${day.slice(5, 7)}${day.slice(8, 10)}-${String(c + 1).padStart(2, '0')}`;
      const [created] = await tx
        .insert(kdRegisters)
        .values({
          number,
          driverId: car.driverId,
          carNumber: car.plate,
          branchId: car.branchId ?? 1,
          businessDate: day,
          isClosed: d < days.length - 1,
          createdAt: new Date(`${day}T08:00:00+05:00`),
        })
        .onConflictDoNothing()
        .returning({ id: kdRegisters.id });
      if (!created) continue;
      const load = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.driverId, car.driverId),
            inArray(applications.step, ['out_for_delivery', 'delivered']),
            sql`not exists (select 1 from ${kdRegisterApplications} where ${kdRegisterApplications.applicationId} = ${applications.id})`,
          ),
        )
        .orderBy(applications.id)
        .limit(6);
      if (load.length > 0)
        await tx
          .insert(kdRegisterApplications)
          .values(load.map((a) => ({ kdRegisterId: created.id, applicationId: a.id })));
    }
  }
}

const UNKNOWN_GOODS = [
  { name: 'Noma’lum quti', comment: 'Omborda topildi' },
  { name: 'Коробка без накладной', comment: 'Найдена при разгрузке' },
  { name: 'Samsung zaryadlovchi qurilma', comment: 'Qaytarilgan yuk orasida' },
  { name: 'Пылесос Artel без упаковки', comment: 'Нет этикетки заказа' },
  { name: 'Televizor pulti', comment: 'Kuryer mashinasida qolgan' },
  { name: 'Чайник Tefal', comment: 'Лишняя единица при сверке' },
];

/** Goods found in the first branches that match no application: every field known, as a branch writes them up. */
async function seedUnknownGoods(tx: Tx, ids: Ids): Promise<void> {
  const [present] = await tx.select({ n: sql<number>`count(*)::int` }).from(unknownProducts);
  if ((present?.n ?? 0) > 0 || ids.branches.length === 0) return;
  await tx.insert(unknownProducts).values(
    Array.from({ length: 12 }, (_, i) => {
      const goods = pick(UNKNOWN_GOODS, i);
      return {
        name: goods.name,
        code: `47800123${String(45678 + i * 7).padStart(5, '0')}`,
        sku: `UNK-${String(i + 1).padStart(4, '0')}`,
        imei: `3567891045670${String(i).padStart(2, '0')}`,
        branchId: pick(ids.branches.slice(0, 4), i),
        foundAt: new Date(`${pick(SEED_DAYS, i)}T${String(9 + (i % 9)).padStart(2, '0')}:20:00+05:00`),
        comment: goods.comment,
      };
    }),
  );
}

/** Demo data of the logistics area; idempotent like the rest of the seed. */
export async function seedLogistics(tx: Tx): Promise<void> {
  await seedCars(tx);
  const ids = await idsOf(tx);
  await seedRegisters(tx, ids);
  await seedPackingTimes(tx, ids);
  await seedDeadlines(tx, ids);
  await seedMovements(tx);
  await seedOrderAttachments(tx, ids);
  await seedCargo(tx, ids);
  await seedKdRegisters(tx);
  await seedUnknownGoods(tx, ids);
}
