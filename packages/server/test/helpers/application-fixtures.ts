import { eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStep } from '@karvon/contracts';
import { refreshApplicationSearch } from '../../src/db/application-search.ts';
import type { Orm } from '../../src/db/database.ts';
import {
  applicationComments,
  applicationFiles,
  applicationProducts,
  applications,
  applicationSteps,
  products,
} from '../../src/db/schema.ts';
import { ENTRY_STATUS, PLANNED_MINUTES } from '../../src/domain/application-workflow.ts';

const MINUTE = 60_000;

/** The pacts' application 1, every optional field filled in (the pacts match by type: a null would be a mismatch). */
function fixture(id: number, now: Date) {
  const orderId = `ORD-2026-${String(122 + id).padStart(6, '0')}`;
  return {
    id,
    orderId,
    loadNumber: `L-${5520 + id}`,
    invoiceNumber: `INV-${88411 + id}`,
    counteragent: id === 1 ? 'Karimova Malika' : id === 2 ? 'Юсупов Тимур' : 'MChJ «Baraka Savdo»',
    paymentType: 'card' as const,
    driverId: 3,
    carNumber: '01A123BC',
    registerBranchId: 1,
    saleBranchId: 2,
    writeOffBranchId: 1,
    onlineUserId: 2,
    agentId: 2,
    status: 'package' as const,
    step: 'packing' as const,
    // 75 minutes into a 120-minute packing: timing `middle`, whenever the pacts are verified.
    stepStartedAt: new Date(now.getTime() - 75 * MINUTE),
    stepDurationMinutes: PLANNED_MINUTES.packing,
    totalAmount: 4_250_000,
    createdAt: new Date(`2026-11-20T09:${String(30 + id).padStart(2, '0')}:00+05:00`),
    updatedAt: new Date('2026-11-20T11:45:00+05:00'),
    deliveryDeadline: new Date('2026-11-22T18:00:00+05:00'),
    comment: 'Qo‘ng‘iroq qilib keling',
    pinfl: '31234567890123',
    inn: '301234567',
    cardNumber: '8600 **** **** 1234',
    cardExpiry: '09/28',
    contractNumber: `C-2026/${122 + id}`,
    registeredAddress: 'Toshkent sh., Yunusobod t., 4-kvartal, 12-uy',
    landmark: 'Mega Planet yonida',
    isPrinted: false,
    isFrozen: false,
    isDistributed: false,
  };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

/**
 * Replaces every application with the pacts' applications 1, 2 and 3: at step packing (registered and
 * collecting behind them), not frozen, in branch 1, each with product 1, a file and a comment.
 *
 * The process holds the finished steps only: the pact's example entry has `finished_at` and `minutes`, and
 * type matching holds every entry to it, so the open entry of the current step (null there) cannot be shown.
 */
export async function resetApplicationFixtures(orm: Orm, now = new Date()): Promise<void> {
  await orm.execute(sql`truncate ${applications} restart identity cascade`);
  const ids = [1, 2, 3];
  await orm
    .insert(applications)
    .overridingSystemValue()
    .values(ids.map((id) => fixture(id, now)));
  await orm.execute(sql`select setval(pg_get_serial_sequence('applications', 'id'), 3)`);
  await refreshApplicationSearch(orm);
  const [product] = await orm
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, 'SM-A556E-256'));
  if (!product) throw new Error('The seed has no product SM-A556E-256');
  await orm
    .insert(applicationProducts)
    .values(
      ids.map((applicationId) => ({ applicationId, productId: product.id, quantity: 1, amount: 4_250_000 })),
    );
  const created = new Date('2026-11-20T09:30:00+05:00');
  await orm.insert(applicationSteps).values(
    ids.flatMap((applicationId) => [
      {
        applicationId,
        step: 'registered' as const,
        status: 'new' as const,
        fromStep: null,
        branchId: 1,
        userId: 2,
        startedAt: created,
        finishedAt: new Date(created.getTime() + 135 * MINUTE),
        comment: 'Qabul qilindi',
      },
      {
        applicationId,
        step: 'collecting' as const,
        status: 'collect' as const,
        fromStep: 'registered' as const,
        branchId: 1,
        userId: 2,
        startedAt: new Date(created.getTime() + 135 * MINUTE),
        finishedAt: new Date(now.getTime() - 75 * MINUTE),
        comment: 'Yig‘ildi',
      },
    ]),
  );
  await orm.insert(applicationFiles).values(
    ids.map((applicationId) => ({
      applicationId,
      name: 'shartnoma.pdf',
      mimeType: 'application/pdf',
      size: PDF.byteLength,
      content: PDF,
      uploadedAt: created,
      uploadedById: 2,
    })),
  );
  await orm.insert(applicationComments).values(
    ids.map((applicationId) => ({
      applicationId,
      authorId: 2,
      text: 'Mijoz kechqurun uyda bo‘ladi',
      createdAt: created,
    })),
  );
}

/** Puts applications at a step with its entry status and an open history entry there (not frozen). */
export async function putAtStep(
  orm: Orm,
  ids: number[],
  step: ApplicationStep,
  now = new Date(),
): Promise<void> {
  // As in resetApplicationFixtures, the process keeps finished steps only; at the first step it is empty.
  await orm.delete(applicationSteps).where(inArray(applicationSteps.applicationId, ids));
  await orm
    .update(applications)
    .set({
      step,
      status: ENTRY_STATUS[step],
      stepStartedAt: new Date(now.getTime() - 30 * MINUTE),
      stepDurationMinutes: PLANNED_MINUTES[step],
    })
    .where(inArray(applications.id, ids));
}

/** Freezes applications as user 2 did, with a reason. */
export async function freezeFixtures(orm: Orm, ids: number[], now = new Date()): Promise<void> {
  await orm
    .update(applications)
    .set({
      isFrozen: true,
      frozenAt: new Date(now.getTime() - 10 * MINUTE),
      frozenById: 2,
      freezeReason: 'Mijoz telefonni ko‘tarmayapti',
    })
    .where(inArray(applications.id, ids));
}

/** Fills application 1 up to ten files. */
export async function fillFiles(orm: Orm, applicationId: number): Promise<void> {
  await orm.delete(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
  await orm.insert(applicationFiles).values(
    Array.from({ length: 10 }, (_, i) => ({
      applicationId,
      name: `hujjat-${i + 1}.pdf`,
      mimeType: 'application/pdf',
      size: PDF.byteLength,
      content: PDF,
      uploadedById: 2,
    })),
  );
}
