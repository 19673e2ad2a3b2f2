import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import { tones } from '../../theme/tones.ts';
import { approvalLabels, approvalStatuses, approvalTones, everyApprovalListed } from './approval.ts';

describe('approval statuses', () => {
  it('lists draft and approved once each', () => {
    expect(everyApprovalListed).toBe(true);
    expect([...approvalStatuses]).toEqual(['draft', 'approved']);
  });

  it('gives the two different tones', () => {
    for (const status of approvalStatuses) expect(tones).toContain(approvalTones[status]);
    expect(approvalTones.draft).not.toBe(approvalTones.approved);
  });

  it.each(uiLocales)('has two different labels in %s and no other', (locale) => {
    expect(Object.keys(approvalLabels[locale]).sort()).toEqual([...approvalStatuses].sort());
    const labels = approvalStatuses.map((status) => approvalLabels[locale][status].trim());
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(2);
  });
});
