import { describe, expect, it } from 'vitest';
import { parseCodes } from '../../codes/parseCodes.ts';
import { assessBatch, type BatchEntry } from './stepBatch.ts';

const found = (code: string, id: number, step: 'packing' | 'loading', is_frozen = false): BatchEntry => ({
  key: code,
  code,
  state: 'found',
  application: { id, order_id: `ORD-${id}`, step, status: 'package', is_frozen, counteragent: 'X' },
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
});
