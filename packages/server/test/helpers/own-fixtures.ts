import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords.ts';
import { refreshApplicationSearch } from '../../src/db/application-search.ts';
import type { Orm } from '../../src/db/database.ts';
import {
  applicationFiles,
  applicationProducts,
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
  orderAttachments,
  packingTimeChanges,
  productImages,
  products,
  registerProducts,
  registers,
  rolePermissions,
  roles,
  unknownProducts,
  users,
} from '../../src/db/schema.ts';
import { PLANNED_MINUTES } from '../../src/domain/application-workflow.ts';
import { PERMISSION_KEYS } from '../../src/permissions.ts';

/** Every fixture lives in March 2001, a month the seed never touches, so a period filter isolates them. */
export const OWN_PERIOD = { date_from: '2001-03-01', date_to: '2001-03-31', month: '2001-03' } as const;
const DAY = '2001-03-10';
const AT = new Date(`${DAY}T10:00:00+05:00`);
const MINUTE = 60_000;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const OWN_USER = { phone: '998907770101', password: 'own-walk-password' };

/** Records of the own walk: `a*` are the caller's branch's, `mine*` the caller's own elsewhere, `b*` nobody's of theirs. */
export interface OwnFixtures {
  branchA: number;
  branchB: number;
  branchC: number;
  me: number;
  other: number;
  product: number;
  app: { a: number; soldByA: number; mine: number; b: number };
  frozen: { a: number; mine: number; b: number };
  register: { a: number; b: number };
  kd: { a: number; mine: number; b: number };
  unknown: { a: number; b: number };
  /** `a` and `b` drafts from A and B; `outgoing` a draft from A to send, `incoming` a cargo sent to A to receive. */
  cargo: { a: number; b: number; outgoing: number; incoming: number };
  car: { a: number; mine: number; b: number };
  deadline: { a: number; company: number; b: number };
  movement: { a: number; mine: number; b: number };
  attachment: { mine: number; b: number };
  file: { a: number; b: number };
  productImage: number;
}

async function branchNamed(orm: Orm, name: string): Promise<number> {
  const [branch] = await orm.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  if (!branch) throw new Error(`The seed has no branch ${name}`);
  return branch.id;
}

interface AppSpec {
  key: string;
  registerBranchId: number;
  saleBranchId: number;
  agentId: number;
  frozenById?: number;
}

/**
 * A user of branch A whose role gives every permission key the level `own`, another user of branch B, and records
 * of every own-scoped kind in branches A and B (and a few that are the caller's own in branch B or C).
 */
export async function createOwnFixtures(orm: Orm, now = new Date()): Promise<OwnFixtures> {
  const [branchA, branchB, branchC] = await Promise.all(
    ['Самарканд', 'Бухара', 'Карши'].map((name) => branchNamed(orm, name)),
  );
  const [role] = await orm
    .insert(roles)
    .values({ name: 'Только свои', color: '#0F766E' })
    .returning({ id: roles.id });
  await orm
    .insert(rolePermissions)
    .values(PERMISSION_KEYS.map((key) => ({ roleId: role!.id, key, value: 'own' })));
  const passwordHash = await hashPassword(OWN_USER.password);
  const [me, other] = await orm
    .insert(users)
    .values([
      {
        name: 'Свой Самаркандский',
        phone: OWN_USER.phone,
        passwordHash,
        roleId: role!.id,
        branchId: branchA!,
      },
      { name: 'Чужой Бухарский', phone: '998907770102', passwordHash, roleId: role!.id, branchId: branchB! },
    ])
    .returning({ id: users.id });
  const [product] = await orm.select({ id: products.id, amount: products.amount }).from(products).limit(1);
  if (!product) throw new Error('The seed has no products');

  const appSpecs: AppSpec[] = [
    { key: 'A', registerBranchId: branchA!, saleBranchId: branchA!, agentId: other!.id },
    { key: 'SOLD-BY-A', registerBranchId: branchB!, saleBranchId: branchA!, agentId: other!.id },
    { key: 'MINE', registerBranchId: branchB!, saleBranchId: branchB!, agentId: me!.id },
    { key: 'B', registerBranchId: branchB!, saleBranchId: branchB!, agentId: other!.id },
    {
      key: 'FROZEN-A',
      registerBranchId: branchA!,
      saleBranchId: branchA!,
      agentId: other!.id,
      frozenById: other!.id,
    },
    {
      key: 'FROZEN-MINE',
      registerBranchId: branchB!,
      saleBranchId: branchB!,
      agentId: other!.id,
      frozenById: me!.id,
    },
    {
      key: 'FROZEN-B',
      registerBranchId: branchB!,
      saleBranchId: branchB!,
      agentId: other!.id,
      frozenById: other!.id,
    },
  ];
  const created = await orm
    .insert(applications)
    .values(
      appSpecs.map((spec) => ({
        orderId: `OWN-WALK-${spec.key}`,
        counteragent: `Own walk ${spec.key}`,
        paymentType: 'cash' as const,
        registerBranchId: spec.registerBranchId,
        saleBranchId: spec.saleBranchId,
        agentId: spec.agentId,
        status: 'package' as const,
        step: 'packing' as const,
        stepStartedAt: new Date(now.getTime() - 30 * MINUTE),
        stepDurationMinutes: PLANNED_MINUTES.packing,
        totalAmount: product.amount,
        createdAt: AT,
        updatedAt: AT,
        isFrozen: spec.frozenById !== undefined,
        ...(spec.frozenById !== undefined && {
          frozenAt: new Date(now.getTime() - 10 * MINUTE),
          frozenById: spec.frozenById,
          freezeReason: 'Mijoz javob bermayapti',
        }),
      })),
    )
    .returning({ id: applications.id });
  await refreshApplicationSearch(
    orm,
    inArray(
      applications.id,
      created.map(({ id }) => id),
    ),
  );
  const appId = (key: string) => created[appSpecs.findIndex((spec) => spec.key === key)]!.id;
  await orm.insert(applicationProducts).values(
    created.map(({ id }) => ({
      applicationId: id,
      productId: product.id,
      quantity: 1,
      amount: product.amount,
    })),
  );
  const [fileA, fileB] = await orm
    .insert(applicationFiles)
    .values(
      [appId('A'), appId('B')].map((applicationId) => ({
        applicationId,
        name: 'yuk-xati.pdf',
        mimeType: 'application/pdf',
        size: PDF.byteLength,
        content: PDF,
        uploadedById: other!.id,
      })),
    )
    .returning({ id: applicationFiles.id });
  await orm.insert(packingTimeChanges).values(
    [appId('A'), appId('B')].map((applicationId) => ({
      applicationId,
      oldTime: new Date(now.getTime() + 60 * MINUTE),
      newTime: new Date(now.getTime() + 90 * MINUTE),
      changedAt: new Date(now.getTime() - 5 * MINUTE),
      changedById: other!.id,
    })),
  );

  const [image] = await orm
    .insert(productImages)
    .values({
      productId: product.id,
      name: 'rasm.png',
      mimeType: 'image/png',
      size: PNG.byteLength,
      content: PNG,
      uploadedById: other!.id,
    })
    .returning({ id: productImages.id });

  const [regA, regB] = await orm
    .insert(registers)
    .values(
      [branchA!, branchB!].map((branchId, i) => ({
        number: `OWN-WALK-R${i}`,
        kind: 'collected' as const,
        branchId,
        businessDate: DAY,
        createdAt: AT,
        createdById: other!.id,
      })),
    )
    .returning({ id: registers.id });
  await orm
    .insert(registerProducts)
    .values([regA!, regB!].map(({ id }) => ({ registerId: id, productId: product.id, quantity: 1 })));

  const [kdA, kdMine, kdB] = await orm
    .insert(kdRegisters)
    .values(
      [
        { branchId: branchA!, driverId: other!.id },
        { branchId: branchC!, driverId: me!.id },
        { branchId: branchB!, driverId: other!.id },
      ].map((spec, i) => ({ ...spec, number: `OWN-WALK-KD${i}`, businessDate: DAY, createdAt: AT })),
    )
    .returning({ id: kdRegisters.id });
  await orm.insert(kdRegisterApplications).values([
    { kdRegisterId: kdA!.id, applicationId: appId('A') },
    { kdRegisterId: kdB!.id, applicationId: appId('B') },
  ]);

  const [unknownA, unknownB] = await orm
    .insert(unknownProducts)
    .values(
      [branchA!, branchB!].map((branchId, i) => ({ name: `Own walk unknown ${i}`, branchId, foundAt: AT })),
    )
    .returning({ id: unknownProducts.id });

  const [carA, carMine, carB] = await orm
    .insert(cars)
    .values(
      [branchA!, branchB!, branchB!].map((branchId, i) => ({
        model: 'Isuzu NPR',
        governmentNumber: `95Z90${i}ZZ`,
        branchId,
      })),
    )
    .returning({ id: cars.id });
  await orm.insert(carUsers).values([
    { carId: carMine!.id, userId: me!.id },
    { carId: carB!.id, userId: other!.id },
  ]);

  const [cargoA, cargoB, cargoOutgoing, cargoIncoming] = await orm
    .insert(cargo)
    .values(
      [
        { senderBranchId: branchA!, receiverBranchId: branchC! },
        { senderBranchId: branchB!, receiverBranchId: branchC! },
        { senderBranchId: branchA!, receiverBranchId: branchC! },
        { senderBranchId: branchC!, receiverBranchId: branchA!, status: 'sent' as const, sentAt: AT },
      ].map((spec, i) => ({
        ...spec,
        number: `OWN-WALK-C${i}`,
        comment: '',
        createdAt: AT,
        createdById: other!.id,
      })),
    )
    .returning({ id: cargo.id });
  await orm.insert(cargoProducts).values(
    [cargoA!, cargoB!, cargoOutgoing!, cargoIncoming!].map(({ id }) => ({
      cargoId: id,
      productId: product.id,
      quantity: 1,
      amount: product.amount,
    })),
  );

  const [deadlineA, deadlineCompany, deadlineB] = await orm
    .insert(deadlines)
    .values(
      [branchA!, null, branchB!].map((branchId) => ({
        month: OWN_PERIOD.month,
        date: DAY,
        task: 'Own walk',
        branchId,
        createdById: other!.id,
      })),
    )
    .returning({ id: deadlines.id });

  const [movementA, movementMine, movementB] = await orm
    .insert(movements)
    .values(
      [
        { applicationId: appId('A'), fromBranchId: branchA!, driverId: other!.id },
        { applicationId: appId('B'), fromBranchId: branchB!, driverId: me!.id },
        { applicationId: appId('B'), fromBranchId: branchB!, driverId: other!.id },
      ].map((spec) => ({
        ...spec,
        toBranchId: branchC!,
        step: 'in_transit' as const,
        status: 'moving' as const,
        movedAt: AT,
      })),
    )
    .returning({ id: movements.id });

  const [attachmentMine, attachmentB] = await orm
    .insert(orderAttachments)
    .values(
      [me!.id, other!.id].map((createdById) => ({
        carId: carB!.id,
        driverId: other!.id,
        createdById,
        createdAt: AT,
      })),
    )
    .returning({ id: orderAttachments.id });

  return {
    branchA: branchA!,
    branchB: branchB!,
    branchC: branchC!,
    me: me!.id,
    other: other!.id,
    product: product.id,
    app: { a: appId('A'), soldByA: appId('SOLD-BY-A'), mine: appId('MINE'), b: appId('B') },
    frozen: { a: appId('FROZEN-A'), mine: appId('FROZEN-MINE'), b: appId('FROZEN-B') },
    register: { a: regA!.id, b: regB!.id },
    kd: { a: kdA!.id, mine: kdMine!.id, b: kdB!.id },
    unknown: { a: unknownA!.id, b: unknownB!.id },
    cargo: { a: cargoA!.id, b: cargoB!.id, outgoing: cargoOutgoing!.id, incoming: cargoIncoming!.id },
    car: { a: carA!.id, mine: carMine!.id, b: carB!.id },
    deadline: { a: deadlineA!.id, company: deadlineCompany!.id, b: deadlineB!.id },
    movement: { a: movementA!.id, mine: movementMine!.id, b: movementB!.id },
    attachment: { mine: attachmentMine!.id, b: attachmentB!.id },
    file: { a: fileA!.id, b: fileB!.id },
    productImage: image!.id,
  };
}

/** Which of the given applications the walk's user may see on the applications screen (SPEC "own": branch or own record). */
export async function ownApplicationIds(
  orm: Orm,
  fixtures: OwnFixtures,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await orm
    .select({
      id: applications.id,
      register: applications.registerBranchId,
      sale: applications.saleBranchId,
      agent: applications.agentId,
      driver: applications.driverId,
      online: applications.onlineUserId,
    })
    .from(applications)
    .where(inArray(applications.id, ids));
  return new Set(
    rows
      .filter(
        (row) =>
          row.register === fixtures.branchA ||
          row.sale === fixtures.branchA ||
          [row.agent, row.driver, row.online].includes(fixtures.me),
      )
      .map((row) => row.id),
  );
}
