import type { ApplicationStatus, ApplicationStep, Timing } from '@karvon/contracts';

/**
 * The step workflow of delivery applications: which step may follow which, step back, the same-step rule
 * of bulk changes, freeze / unfreeze and what frozen applications may do. Pure functions; the handlers
 * load the applications, ask these rules, and write what they answer.
 *
 * SPEC §4 names the statuses and says only that applications changed together must be at the same step;
 * the transitions below are the operator's workflow as the contract describes ApplicationStep.
 */

export const FIRST_STEP: ApplicationStep = 'registered';

/** Forward moves a "change step" may make. `delivered` is final; `returning` goes back to a branch. */
export const NEXT_STEPS: Readonly<Record<ApplicationStep, readonly ApplicationStep[]>> = {
  registered: ['collecting'],
  collecting: ['packing'],
  packing: ['ready_to_load'],
  ready_to_load: ['loading'],
  // Loaded goods either travel to another branch or go straight to the customer from this one.
  loading: ['in_transit', 'out_for_delivery'],
  in_transit: ['at_branch'],
  // At the delivering branch: a driver takes it, the customer collects it (pickup), or it is refused.
  at_branch: ['out_for_delivery', 'delivered', 'returning'],
  out_for_delivery: ['delivered', 'returning'],
  delivered: [],
  returning: ['at_branch'],
};

/** The status an application takes when it enters a step. */
export const ENTRY_STATUS: Readonly<Record<ApplicationStep, ApplicationStatus>> = {
  registered: 'new',
  collecting: 'collect',
  packing: 'package',
  ready_to_load: 'collected',
  loading: 'loading',
  in_transit: 'on_the_way',
  at_branch: 'arrived_branch',
  out_for_delivery: 'on_driver',
  delivered: 'finish',
  returning: 'return_to_branch',
};

/** Every status of SPEC §4 belongs to one step; the first of each list is the step's entry status. */
export const STATUSES_BY_STEP: Readonly<Record<ApplicationStep, readonly ApplicationStatus[]>> = {
  registered: ['new', 'confirm'],
  collecting: ['collect', 'not_packed'],
  packing: ['package', 'signet'],
  ready_to_load: ['collected', 'driver_selected', 'branch_driver_selected'],
  loading: ['loading', 'loaded'],
  in_transit: ['on_the_way', 'moving', 'send_post_from_branch', 'send_post_from_client'],
  at_branch: ['arrived_branch', 'branch_accepted', 'pickup', 'returned_branch'],
  out_for_delivery: ['on_driver', 'in_driver'],
  delivered: ['finish', 'end'],
  returning: ['return_to_branch', 'return', 'replacement', 'reject'],
};

/** Planned minutes at each step: what `duration_minutes` and the timing filter measure against. */
export const PLANNED_MINUTES: Readonly<Record<ApplicationStep, number>> = {
  registered: 60,
  collecting: 90,
  packing: 120,
  ready_to_load: 240,
  loading: 60,
  in_transit: 1440,
  at_branch: 480,
  out_for_delivery: 360,
  delivered: 0,
  returning: 1440,
};

/** A frozen application sent to delivery goes to loading (SPEC §8: "sent to loading for delivery"). */
export const SEND_TO_DELIVERY_STEP: ApplicationStep = 'loading';
/** Closing a frozen application rejects it; it keeps its step and leaves the workflow. */
export const CLOSED_STATUS: ApplicationStatus = 'reject';

/**
 * Timing compares the time spent at the current step with its plan (SPEC §9 names the levels, not the
 * thresholds): under half the plan is `start`, up to the plan `middle`, up to twice the plan `late`, beyond `very_slow`.
 */
export const TIMING_THRESHOLDS: readonly { timing: Timing; belowRatio: number }[] = [
  { timing: 'start', belowRatio: 0.5 },
  { timing: 'middle', belowRatio: 1 },
  { timing: 'late', belowRatio: 2 },
];

export function timingOf(spentMinutes: number, plannedMinutes: number): Timing {
  if (plannedMinutes <= 0) return 'start';
  const ratio = spentMinutes / plannedMinutes;
  return TIMING_THRESHOLDS.find((level) => ratio < level.belowRatio)?.timing ?? 'very_slow';
}

/** What the rules need to know of an application. */
export interface WorkflowState {
  id: number;
  step: ApplicationStep;
  isFrozen: boolean;
  isClosed: boolean;
}

/** The rules' view of an application as read: closing sets the status `reject` and `closed_at` together, so the status tells. */
export function workflowStateOf(application: {
  id: number;
  step: ApplicationStep;
  status: ApplicationStatus;
  isFrozen: boolean;
}): WorkflowState {
  const { id, step, status, isFrozen } = application;
  return { id, step, isFrozen, isClosed: status === CLOSED_STATUS };
}

/** Why a rule refuses; the handlers turn these into sentences (application-messages.ts). */
export type Refusal =
  | { reason: 'not_found'; id: number }
  | { reason: 'other_step'; id: number }
  | { reason: 'frozen'; id: number }
  | { reason: 'not_frozen'; id: number }
  | { reason: 'closed'; id: number }
  | { reason: 'delivered'; id: number }
  | { reason: 'first_step'; id: number }
  | { reason: 'no_previous_step'; id: number }
  | { reason: 'step_not_allowed'; from: ApplicationStep; to: ApplicationStep };

/** A refusal of one element of a bulk request: `index` is its place in the request's `ids`. */
export interface BulkRefusal {
  index: number;
  refusal: Refusal;
}

export type BulkDecision = { ok: true } | { ok: false; refusals: BulkRefusal[] };

/** A change of step is refused per element, or as a whole when the target step may not follow. */
export type ChangeStepDecision = BulkDecision | { ok: false; stepRefusal: Refusal };

export function canMove(from: ApplicationStep, to: ApplicationStep): boolean {
  return NEXT_STEPS[from].includes(to);
}

/** Exactly the steps a change of step accepts for this application alone: none while frozen or closed. */
export function nextStepsOf(application: WorkflowState): readonly ApplicationStep[] {
  return blocked(application) === null ? NEXT_STEPS[application.step] : [];
}

/** The refusal that keeps an application out of the workflow whatever is asked, if any. */
function blocked(application: WorkflowState): Refusal | null {
  if (application.isClosed) return { reason: 'closed', id: application.id };
  if (application.isFrozen) return { reason: 'frozen', id: application.id };
  return null;
}

/** The step most of the applications are at; a tie goes to the one met first in the request. */
function commonStep(applications: readonly WorkflowState[]): ApplicationStep | null {
  const counts = new Map<ApplicationStep, number>();
  for (const { step } of applications) counts.set(step, (counts.get(step) ?? 0) + 1);
  let best: ApplicationStep | null = null;
  for (const [step, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = step;
  return best;
}

/**
 * Change step, all or nothing. `found` holds the applications in the order of `ids` (undefined when an id
 * names nothing the caller may see). Every application must exist, be neither frozen nor closed, and be
 * at the same step; then the target must be allowed from that step (a refusal without an index).
 */
export function decideChangeStep(
  ids: readonly number[],
  found: readonly (WorkflowState | undefined)[],
  target: ApplicationStep,
): ChangeStepDecision {
  const refusals: BulkRefusal[] = [];
  const present = found.filter((application): application is WorkflowState => application !== undefined);
  const step = commonStep(present);
  ids.forEach((id, index) => {
    const application = found[index];
    const refusal: Refusal | null =
      application === undefined
        ? { reason: 'not_found', id }
        : (blocked(application) ??
          (application.step === step ? null : { reason: 'other_step', id: application.id }));
    if (refusal !== null) refusals.push({ index, refusal });
  });
  if (refusals.length > 0) return { ok: false, refusals };
  if (step === null || !canMove(step, target)) {
    return { ok: false, stepRefusal: { reason: 'step_not_allowed', from: step ?? FIRST_STEP, to: target } };
  }
  return { ok: true };
}

/**
 * The step before `current` on the path the application took: its history in order, where a step back
 * undoes the step it leaves. A history may lack the entry of the current step (imported or partial
 * histories); then the last step on the path is the previous one. Null when the history does not tell.
 */
export function previousStepOnPath(
  history: readonly { step: ApplicationStep; isStepBack: boolean }[],
  current: ApplicationStep,
): ApplicationStep | null {
  const path: ApplicationStep[] = [];
  for (const entry of history) {
    if (entry.isStepBack && path.length > 1) path.pop();
    else if (!entry.isStepBack) path.push(entry.step);
  }
  if (path.at(-1) !== current) return path.at(-1) ?? null;
  return path.at(-2) ?? null;
}

/**
 * Step back returns to the step the application came from (`previousInHistory`, from previousStepOnPath), and is
 * refused where its history names none: it never guesses a step the application was not at.
 */
export function decideStepBack(
  application: WorkflowState,
  previousInHistory: ApplicationStep | null,
): { ok: true; step: ApplicationStep } | { ok: false; refusal: Refusal } {
  const refusal = blocked(application);
  if (refusal !== null) return { ok: false, refusal };
  const { id, step } = application;
  if (step === 'delivered') return { ok: false, refusal: { reason: 'delivered', id } };
  if (step === FIRST_STEP) return { ok: false, refusal: { reason: 'first_step', id } };
  if (previousInHistory === null) return { ok: false, refusal: { reason: 'no_previous_step', id } };
  return { ok: true, step: previousInHistory };
}

/** Where step back would take the application now; null where it is refused. */
export function stepBackTarget(
  application: WorkflowState,
  previousInHistory: ApplicationStep | null,
): ApplicationStep | null {
  const decision = decideStepBack(application, previousInHistory);
  return decision.ok ? decision.step : null;
}

/** Freezing stops the clock at the current step; a delivered or closed application has nothing to stop. */
export function decideFreeze(application: WorkflowState): { ok: true } | { ok: false; refusal: Refusal } {
  if (application.isFrozen) return { ok: false, refusal: { reason: 'frozen', id: application.id } };
  if (application.isClosed) return { ok: false, refusal: { reason: 'closed', id: application.id } };
  if (application.step === 'delivered')
    return { ok: false, refusal: { reason: 'delivered', id: application.id } };
  return { ok: true };
}

/**
 * Unfreeze, and the frozen screen's accept / close / send to delivery, each need a frozen application.
 * Accept and unfreeze continue at the step where it was frozen; close rejects it; send to delivery moves it
 * to loading.
 */
export function decideFrozenAction(
  application: WorkflowState,
): { ok: true } | { ok: false; refusal: Refusal } {
  if (!application.isFrozen) return { ok: false, refusal: { reason: 'not_frozen', id: application.id } };
  return { ok: true };
}

/** A frozen-application action over several ids, all or nothing. */
export function decideBulkFrozenAction(
  ids: readonly number[],
  found: readonly (WorkflowState | undefined)[],
): BulkDecision {
  const refusals: BulkRefusal[] = [];
  ids.forEach((id, index) => {
    const application = found[index];
    if (application === undefined) refusals.push({ index, refusal: { reason: 'not_found', id } });
    else {
      const decision = decideFrozenAction(application);
      if (!decision.ok) refusals.push({ index, refusal: decision.refusal });
    }
  });
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true };
}

/** The minutes an application has spent at its current step: the clock stops while frozen and at the final step. */
export function minutesAtStep(
  application: { step: ApplicationStep; stepStartedAt: Date; frozenAt: Date | null },
  now: Date,
): number {
  if (application.step === 'delivered') return 0;
  const until = application.frozenAt ?? now;
  return Math.max(0, Math.floor((until.getTime() - application.stepStartedAt.getTime()) / 60_000));
}
