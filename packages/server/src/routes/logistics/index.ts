import type { Sessions } from '../../auth/sessions.ts';
import type { Orm } from '../../db/database.ts';
import type { OperationHandlers } from '../types.ts';
import { cargoHandlers } from './cargo.ts';
import { carHandlers } from './cars.ts';
import { deadlineHandlers } from './deadlines.ts';
import { kdRegisterHandlers } from './kd-registers.ts';
import { movementHandlers } from './movements.ts';
import { orderAttachmentHandlers } from './order-attachments.ts';
import { productHandlers } from './products.ts';
import { registerHandlers } from './registers.ts';
import { statisticsHandlers } from './statistics.ts';
import { waitingTimeHandlers } from './waiting-time.ts';

/** The operations of the logistics area this server serves. */
export function logisticsHandlers(orm: Orm, _sessions: Sessions): Partial<OperationHandlers> {
  return {
    ...carHandlers(orm),
    ...productHandlers(orm),
    ...registerHandlers(orm),
    ...waitingTimeHandlers(orm),
    ...deadlineHandlers(orm),
    ...movementHandlers(orm),
    ...orderAttachmentHandlers(orm),
    ...cargoHandlers(orm),
    ...statisticsHandlers(orm),
    ...kdRegisterHandlers(orm),
  };
}
