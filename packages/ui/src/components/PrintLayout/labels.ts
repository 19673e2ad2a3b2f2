import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface PrintLayoutLabels {
  /** Over the totals. */
  totals: string;
  /** Under a signature line. */
  signature: string;
  /** Under the name written beside it. */
  fullName: string;
}

export const printLayoutLabels: LabelTable<PrintLayoutLabels> = {
  ru: { totals: 'Итого', signature: 'подпись', fullName: 'Ф. И. О.' },
  uz: { totals: 'Jami', signature: 'imzo', fullName: 'F. I. Sh.' },
  'uz-Cyrl': { totals: 'Жами', signature: 'имзо', fullName: 'Ф. И. Ш.' },
};
