import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPLICATION_STEPS } from '../../src/domain/application-enums.ts';
import {
  ENTRY_STATUS,
  FIRST_STEP,
  NEXT_STEPS,
  PLANNED_MINUTES,
  STATUSES_BY_STEP,
  canMove,
  decideBulkFrozenAction,
  decideChangeStep,
  decideFreeze,
  decideFrozenAction,
  decideStepBack,
  minutesAtStep,
  nextStepsOf,
  previousStepOnPath,
  stepBackTarget,
  timingOf,
  type WorkflowState,
} from '../../src/domain/application-workflow.ts';
import type { ApplicationStep } from '@karvon/contracts';

const at = (id: number, step: ApplicationStep, extra: Partial<WorkflowState> = {}): WorkflowState => ({
  id,
  step,
  isFrozen: false,
  isClosed: false,
  ...extra,
});

describe('the step graph', () => {
  it('puts every status of SPEC §4 at exactly one step, the entry status first', () => {
    const placed = APPLICATION_STEPS.flatMap((step) => STATUSES_BY_STEP[step]);
    expect([...placed].sort()).toEqual([...APPLICATION_STATUSES].sort());
    for (const step of APPLICATION_STEPS) expect(STATUSES_BY_STEP[step][0]).toBe(ENTRY_STATUS[step]);
  });

  it('moves forward one step at a time through the warehouse', () => {
    expect(canMove('registered', 'collecting')).toBe(true);
    expect(canMove('collecting', 'packing')).toBe(true);
    expect(canMove('packing', 'ready_to_load')).toBe(true);
    expect(canMove('ready_to_load', 'loading')).toBe(true);
    expect(canMove('registered', 'packing')).toBe(false);
    expect(canMove('packing', 'collecting')).toBe(false);
    expect(canMove('packing', 'packing')).toBe(false);
  });

  it('lets loaded goods travel or go straight out, and refused goods come back to a branch', () => {
    expect(NEXT_STEPS.loading).toEqual(['in_transit', 'out_for_delivery']);
    expect(canMove('out_for_delivery', 'returning')).toBe(true);
    expect(canMove('returning', 'at_branch')).toBe(true);
    expect(canMove('at_branch', 'delivered')).toBe(true);
  });

  it('ends at delivered, and every step but delivered leads somewhere', () => {
    expect(NEXT_STEPS.delivered).toEqual([]);
    for (const step of APPLICATION_STEPS.filter((s) => s !== 'delivered'))
      expect(NEXT_STEPS[step].length).toBeGreaterThan(0);
  });

  it('reaches delivered from the first step', () => {
    const seen = new Set<ApplicationStep>([FIRST_STEP]);
    const queue: ApplicationStep[] = [FIRST_STEP];
    while (queue.length > 0) {
      for (const next of NEXT_STEPS[queue.shift()!]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort()).toEqual([...APPLICATION_STEPS].sort());
  });
});

describe('change step (bulk, all or nothing)', () => {
  it('accepts applications at the same step moving to an allowed step', () => {
    const found = [at(1, 'packing'), at(2, 'packing'), at(3, 'packing')];
    expect(decideChangeStep([1, 2, 3], found, 'ready_to_load')).toEqual({ ok: true });
  });

  it('names the odd application by its index in the request', () => {
    const found = [at(1, 'packing'), at(2, 'packing'), at(3, 'loading')];
    expect(decideChangeStep([1, 2, 3], found, 'ready_to_load')).toEqual({
      ok: false,
      refusals: [{ index: 2, refusal: { reason: 'other_step', id: 3 } }],
    });
  });

  it('takes the step most applications are at, even when the odd one comes first', () => {
    const found = [at(7, 'loading'), at(8, 'packing'), at(9, 'packing')];
    const decision = decideChangeStep([7, 8, 9], found, 'ready_to_load');
    expect(decision).toEqual({
      ok: false,
      refusals: [{ index: 0, refusal: { reason: 'other_step', id: 7 } }],
    });
  });

  it('refuses missing, frozen and closed applications one by one', () => {
    const found = [
      at(1, 'packing'),
      undefined,
      at(3, 'packing', { isFrozen: true }),
      at(4, 'packing', { isClosed: true }),
    ];
    expect(decideChangeStep([1, 99, 3, 4], found, 'ready_to_load')).toEqual({
      ok: false,
      refusals: [
        { index: 1, refusal: { reason: 'not_found', id: 99 } },
        { index: 2, refusal: { reason: 'frozen', id: 3 } },
        { index: 3, refusal: { reason: 'closed', id: 4 } },
      ],
    });
  });

  it('refuses a step that may not follow, as a whole and without an index', () => {
    const found = [at(1, 'packing'), at(2, 'packing')];
    expect(decideChangeStep([1, 2], found, 'delivered')).toEqual({
      ok: false,
      stepRefusal: { reason: 'step_not_allowed', from: 'packing', to: 'delivered' },
    });
    expect(decideChangeStep([1], [at(1, 'delivered')], 'returning')).toMatchObject({ ok: false });
  });
});

describe('the path an application took', () => {
  const forward = (...steps: ApplicationStep[]) => steps.map((step) => ({ step, isStepBack: false }));

  it('gives the step before the current one', () => {
    expect(previousStepOnPath(forward('registered', 'collecting', 'packing'), 'packing')).toBe('collecting');
  });

  it('undoes steps that were stepped back from, so a second step back goes further back', () => {
    const history = [
      ...forward('registered', 'collecting', 'packing'),
      { step: 'collecting' as const, isStepBack: true },
    ];
    expect(previousStepOnPath(history, 'collecting')).toBe('registered');
  });

  it('follows the way the application really went (straight out, not through another branch)', () => {
    const history = forward(
      'registered',
      'collecting',
      'packing',
      'ready_to_load',
      'loading',
      'out_for_delivery',
    );
    expect(previousStepOnPath(history, 'out_for_delivery')).toBe('loading');
  });

  it('takes the last step on the path when the history lacks the current step', () => {
    expect(previousStepOnPath(forward('registered', 'collecting'), 'packing')).toBe('collecting');
  });

  it('does not tell when there is no earlier step', () => {
    expect(previousStepOnPath([], 'packing')).toBeNull();
    expect(previousStepOnPath(forward('registered'), 'registered')).toBeNull();
  });
});

describe('step back', () => {
  it('returns to the step the history names', () => {
    expect(decideStepBack(at(1, 'out_for_delivery'), 'loading')).toEqual({ ok: true, step: 'loading' });
  });

  it('refuses where the history names no earlier step, rather than guess one', () => {
    expect(decideStepBack(at(1, 'packing'), null)).toEqual({
      ok: false,
      refusal: { reason: 'no_previous_step', id: 1 },
    });
    expect(decideStepBack(at(1, 'returning'), null)).toMatchObject({ ok: false });
  });

  it('refuses the first step, a delivered, a frozen and a closed application', () => {
    expect(decideStepBack(at(1, 'registered'), null)).toEqual({
      ok: false,
      refusal: { reason: 'first_step', id: 1 },
    });
    expect(decideStepBack(at(2, 'delivered'), 'out_for_delivery')).toEqual({
      ok: false,
      refusal: { reason: 'delivered', id: 2 },
    });
    expect(decideStepBack(at(3, 'packing', { isFrozen: true }), null)).toEqual({
      ok: false,
      refusal: { reason: 'frozen', id: 3 },
    });
    expect(decideStepBack(at(4, 'packing', { isClosed: true }), null)).toEqual({
      ok: false,
      refusal: { reason: 'closed', id: 4 },
    });
  });
});

describe('what the contract offers (next_steps, step_back_to)', () => {
  const states = APPLICATION_STEPS.flatMap((step) =>
    [false, true].flatMap((isFrozen) => [false, true].map((isClosed) => at(1, step, { isFrozen, isClosed }))),
  );

  it('next_steps holds exactly the targets a change of step accepts, in every step and state', () => {
    for (const state of states)
      for (const target of APPLICATION_STEPS)
        expect(nextStepsOf(state).includes(target), `${JSON.stringify(state)} → ${target}`).toBe(
          decideChangeStep([1], [state], target).ok,
        );
  });

  it('step_back_to is where step back goes, and null exactly where it is refused', () => {
    for (const state of states)
      for (const previous of [null, ...APPLICATION_STEPS]) {
        const decision = decideStepBack(state, previous);
        expect(stepBackTarget(state, previous)).toBe(decision.ok ? decision.step : null);
      }
  });
});

describe('freeze and unfreeze', () => {
  it('freezes an application in work', () => {
    expect(decideFreeze(at(1, 'packing'))).toEqual({ ok: true });
  });

  it('refuses to freeze a frozen, closed or delivered application', () => {
    expect(decideFreeze(at(1, 'packing', { isFrozen: true }))).toEqual({
      ok: false,
      refusal: { reason: 'frozen', id: 1 },
    });
    expect(decideFreeze(at(1, 'packing', { isClosed: true }))).toEqual({
      ok: false,
      refusal: { reason: 'closed', id: 1 },
    });
    expect(decideFreeze(at(1, 'delivered'))).toEqual({ ok: false, refusal: { reason: 'delivered', id: 1 } });
  });

  it('unfreezes, accepts, closes or sends to delivery only a frozen application', () => {
    expect(decideFrozenAction(at(1, 'packing', { isFrozen: true }))).toEqual({ ok: true });
    expect(decideFrozenAction(at(1, 'packing'))).toEqual({
      ok: false,
      refusal: { reason: 'not_frozen', id: 1 },
    });
  });

  it('names each application of a bulk action that is not frozen or not found', () => {
    const found = [at(1, 'packing', { isFrozen: true }), at(2, 'packing'), undefined];
    expect(decideBulkFrozenAction([1, 2, 5], found)).toEqual({
      ok: false,
      refusals: [
        { index: 1, refusal: { reason: 'not_frozen', id: 2 } },
        { index: 2, refusal: { reason: 'not_found', id: 5 } },
      ],
    });
    expect(decideBulkFrozenAction([1], [found[0]])).toEqual({ ok: true });
  });
});

describe('time at a step and timing', () => {
  const started = new Date('2026-11-20T09:00:00+05:00');
  const now = new Date('2026-11-20T10:15:00+05:00');

  it('counts whole minutes since the step began', () => {
    expect(minutesAtStep({ step: 'packing', stepStartedAt: started, frozenAt: null }, now)).toBe(75);
  });

  it('stops the clock while frozen and at the final step', () => {
    const frozenAt = new Date('2026-11-20T09:30:00+05:00');
    expect(minutesAtStep({ step: 'packing', stepStartedAt: started, frozenAt }, now)).toBe(30);
    expect(minutesAtStep({ step: 'delivered', stepStartedAt: started, frozenAt: null }, now)).toBe(0);
  });

  it('grades the time spent against the plan', () => {
    expect(PLANNED_MINUTES.packing).toBe(120);
    expect(timingOf(0, 120)).toBe('start');
    expect(timingOf(59, 120)).toBe('start');
    expect(timingOf(60, 120)).toBe('middle');
    expect(timingOf(75, 120)).toBe('middle');
    expect(timingOf(120, 120)).toBe('late');
    expect(timingOf(239, 120)).toBe('late');
    expect(timingOf(240, 120)).toBe('very_slow');
    expect(timingOf(500, 0)).toBe('start');
  });
});
