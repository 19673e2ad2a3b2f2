import { describe, expect, it } from 'vitest';
import { parseCodes } from '../../codes/parseCodes.ts';
import { assessBatch, type BatchEntry } from './stepBatch.ts';

type Step = 'packing' | 'ready_to_load' | 'loading' | 'in_transit' | 'out_for_delivery' | 'delivered';
const workflow: Record<string, Step[]> = {
  packing: ['ready_to_load'],
  loading: ['in_transit', 'out_for_delivery'],
  delivered: [],
};
const found = (
  code: string,
  id: number,
  step: 'packing' | 'loading' | 'delivered',
  is_frozen = false,
  next_steps: Step[] = is_frozen ? [] : workflow[step]!,
): BatchEntry => ({
  key: code,
  code,
  state: 'found',
  application: {
    id,
    order_id: `ORD-${id}`,
    step,
    status: 'package',
    is_frozen,
    counteragent: 'X',
    next_steps,
  },
});

describe('the change-step batch', () => {
  it('reads codes however they were pasted', () => {
    expect(parseCodes(' 12, 13;ORD-2026-000014\n\n15\t')).toEqual(['12', '13', 'ORD-2026-000014', '15']);
  });

  it('takes the step most applications are at, and flags the odd one, the repeat, the frozen and the unknown', () => {
    const entries: BatchEntry[] = [
      found('1', 1, 'packing'),
      found('2', 2, 'packing'),
      found('3', 3, 'loading'),
      found('ORD-1', 1, 'packing'),
      found('4', 4, 'packing', true),
      { key: '999', code: '999', state: 'unknown' },
      { key: '5', code: '5', state: 'checking' },
    ];
    const { verdicts, reference, readyIds } = assessBatch(entries);
    expect(reference).toBe('packing');
    expect(verdicts.map((v) => v.kind)).toEqual([
      'ready',
      'ready',
      'otherStep',
      'duplicate',
      'frozen',
      'unknown',
      'checking',
    ]);
    expect(verdicts[2]).toEqual({ kind: 'otherStep', step: 'loading', reference: 'packing' });
    expect(readyIds).toEqual([1, 2]);
  });

  it('has nothing to apply when nothing was found', () => {
    expect(assessBatch([{ key: 'x', code: 'x', state: 'unknown' }])).toMatchObject({
      reference: null,
      readyIds: [],
    });
  });

  it('offers only the steps the server allows every one of them, and explains the ones that go no further', () => {
    const entries: BatchEntry[] = [
      found('1', 1, 'loading'),
      found('2', 2, 'loading', false, ['out_for_delivery']),
      found('3', 3, 'delivered'),
    ];
    const { targets, verdicts } = assessBatch(entries);
    expect(targets).toEqual(['out_for_delivery']);
    expect(verdicts.map((v) => v.kind)).toEqual(['ready', 'ready', 'final']);
    expect(assessBatch(entries, 'in_transit').verdicts[1]).toEqual({
      kind: 'notAllowed',
      target: 'in_transit',
    });
    expect(assessBatch(entries, 'in_transit').readyIds).toEqual([1]);
    expect(assessBatch([found('3', 3, 'delivered')]).targets).toEqual([]);
  });
});
