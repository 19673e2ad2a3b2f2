import type { ApplicationStep } from '@karvon/contracts';
import type { LogisticsMessage } from './logistics-messages.ts';

/** Applications are handed to a car when they are ready to load. */
export const ATTACHABLE_STEP: ApplicationStep = 'ready_to_load';
/** Attaching chooses the driver: the status within the step becomes `driver_selected` (the contract says so). */
export const ATTACHED_STATUS = 'driver_selected' as const;

export interface AttachableState {
  id: number;
  step: ApplicationStep;
  isFrozen: boolean;
  closed: boolean;
  attached: boolean;
}

export interface AttachmentRefusal {
  index: number;
  id: number;
  message: LogisticsMessage;
}

/**
 * All or nothing: every requested application must exist for the caller, be ready to load (not frozen or
 * closed) and be on no car yet. Answers one refusal per offending application, by its place in the request.
 */
export function attachmentRefusals(
  requested: readonly number[],
  found: ReadonlyMap<number, AttachableState>,
): AttachmentRefusal[] {
  return requested.flatMap((id, index): AttachmentRefusal[] => {
    const state = found.get(id);
    if (state === undefined) return [{ index, id, message: 'recordNotFound' }];
    if (state.attached) return [{ index, id, message: 'applicationAttached' }];
    if (state.step !== ATTACHABLE_STEP || state.isFrozen || state.closed)
      return [{ index, id, message: 'applicationNotReady' }];
    return [];
  });
}
