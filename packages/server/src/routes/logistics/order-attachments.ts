import { eq, inArray } from 'drizzle-orm';
import type { OrderAttachmentInput } from '@karvon/contracts';
import { authOf } from '../../auth/guard.ts';
import { refreshApplicationSearch } from '../../db/application-search.ts';
import type { Orm } from '../../db/database.ts';
import {
  attachableStates,
  findAttachment,
  listAttachments,
  type AttachmentFilters,
} from '../../db/logistics-attachments.ts';
import type { Page } from '../../db/logistics-common.ts';
import { applications, cars, orderAttachmentApplications, orderAttachments, users } from '../../db/schema.ts';
import { ATTACHED_STATUS, attachmentRefusals } from '../../domain/order-attachment.ts';
import { viewerOf } from '../applications.ts';
import type { OperationHandler } from '../types.ts';
import { logisticsViewer, refusal, refusals } from './common.ts';

export function orderAttachmentHandlers(orm: Orm) {
  const listOrderAttachments: OperationHandler = async (request) =>
    listAttachments(orm, request.query as AttachmentFilters, request.query as Page, logisticsViewer(request));

  /** Hands ready applications to an active car and its driver, all or nothing. */
  const createOrderAttachment: OperationHandler = async (request, reply) => {
    const input = request.body as OrderAttachmentInput;
    const [car] = await orm
      .select({ status: cars.status, plate: cars.governmentNumber })
      .from(cars)
      .where(eq(cars.id, input.car_id));
    if (!car) throw refusal(request, 'recordNotFound', 'car_id');
    if (car.status !== 'active') throw refusal(request, 'carNotActive', 'car_id');
    const [driver] = await orm
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, input.driver_id));
    if (!driver) throw refusal(request, 'userNotFound', 'driver_id');

    const id = await orm.transaction(async (tx) => {
      const found = await attachableStates(tx, input.application_ids, viewerOf(request));
      const refused = attachmentRefusals(input.application_ids, found);
      if (refused.length > 0)
        throw refusals(
          request,
          refused.map(({ index, message }) => ({ message, field: `application_ids[${index}]` })),
        );
      const now = new Date();
      const [created] = await tx
        .insert(orderAttachments)
        .values({
          carId: input.car_id,
          driverId: input.driver_id,
          createdById: authOf(request).user.id,
          createdAt: now,
        })
        .returning({ id: orderAttachments.id });
      await tx
        .insert(orderAttachmentApplications)
        .values(input.application_ids.map((applicationId) => ({ attachmentId: created!.id, applicationId })));
      await tx
        .update(applications)
        .set({
          status: ATTACHED_STATUS,
          driverId: input.driver_id,
          carNumber: car.plate,
          updatedAt: now,
        })
        .where(inArray(applications.id, input.application_ids));
      // The applications list finds them by their new car and driver.
      await refreshApplicationSearch(tx, inArray(applications.id, input.application_ids));
      return created!.id;
    });
    return reply.code(201).send({ data: await findAttachment(orm, id) });
  };

  return { listOrderAttachments, createOrderAttachment } satisfies Record<string, OperationHandler>;
}
