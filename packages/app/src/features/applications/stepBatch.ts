import type { Application, ApplicationStep } from '@karvon/sdk';

/** One scanned or pasted code and what was found for it. */
export type BatchEntry =
  | { key: string; code: string; state: 'checking' }
  | { key: string; code: string; state: 'unknown' }
  | {
      key: string;
      code: string;
      state: 'found';
      application: Pick<
        Application,
        'id' | 'order_id' | 'step' | 'status' | 'is_frozen' | 'counteragent' | 'next_steps'
      >;
    };

export type Verdict =
  | { kind: 'checking' }
  | { kind: 'ready' }
  | { kind: 'unknown' }
  | { kind: 'duplicate' }
  | { kind: 'frozen' }
  /** Its workflow goes no further from here (delivered, or closed). */
  | { kind: 'final' }
  /** The chosen step is not one its workflow allows from here. */
  | { kind: 'notAllowed'; target: ApplicationStep }
  | { kind: 'otherStep'; step: ApplicationStep; reference: ApplicationStep };

/**
 * The same-step rule of SPEC §4, explained per entry: the reference step is the one most of the found, unfrozen,
 * distinct applications are at (the earliest listed wins a tie); any other step, a repeat, a frozen or unknown
 * code is blocked. The server applies the same rule and has the last word.
 */
export function assessBatch(
  entries: readonly BatchEntry[],
  target: ApplicationStep | null = null,
): {
  verdicts: Verdict[];
  reference: ApplicationStep | null;
  readyIds: number[];
  /** The steps every movable application at the reference step may go to: the server's workflow, not a guess. */
  targets: ApplicationStep[];
} {
  const seen = new Set<number>();
  const firstOf = entries.map((entry) => {
    if (entry.state !== 'found') return true;
    if (seen.has(entry.application.id)) return false;
    seen.add(entry.application.id);
    return true;
  });
  const movable = (entry: BatchEntry, index: number) =>
    entry.state === 'found' &&
    firstOf[index] &&
    !entry.application.is_frozen &&
    entry.application.next_steps.length > 0;
  const counts = new Map<ApplicationStep, number>();
  entries.forEach((entry, index) => {
    if (movable(entry, index) && entry.state === 'found')
      counts.set(entry.application.step, (counts.get(entry.application.step) ?? 0) + 1);
  });
  let reference: ApplicationStep | null = null;
  for (const [step, count] of counts)
    if (reference === null || count > counts.get(reference)!) reference = step;

  const atReference = entries.flatMap((entry, index) =>
    movable(entry, index) && entry.state === 'found' && entry.application.step === reference
      ? [entry.application]
      : [],
  );
  const targets =
    atReference.length === 0
      ? []
      : atReference
          .map((application) => application.next_steps)
          .reduce((common, steps) => common.filter((step) => steps.includes(step)));

  const verdicts = entries.map((entry, index): Verdict => {
    if (entry.state === 'checking') return { kind: 'checking' };
    if (entry.state === 'unknown') return { kind: 'unknown' };
    if (!firstOf[index]) return { kind: 'duplicate' };
    if (entry.application.is_frozen) return { kind: 'frozen' };
    if (entry.application.next_steps.length === 0) return { kind: 'final' };
    if (entry.application.step !== reference)
      return { kind: 'otherStep', step: entry.application.step, reference: reference! };
    if (target !== null && !entry.application.next_steps.includes(target))
      return { kind: 'notAllowed', target };
    return { kind: 'ready' };
  });
  const readyIds = entries.flatMap((entry, index) =>
    verdicts[index]!.kind === 'ready' && entry.state === 'found' ? [entry.application.id] : [],
  );
  return { verdicts, reference, readyIds, targets };
}
