import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface ChartLabels {
  /** The chart's picture is named by this summary unless the app passes its own. */
  summary: (title: string, series: string, count: number, first: string, last: string) => string;
  /** Header of the first column of the hidden data table. */
  category: string;
  /** Header of the total column of a stacked chart. */
  total: string;
  /** Read after the picture's name: how the keyboard walks the points. */
  keyboardHint: string;
}

export const chartLabels: LabelTable<ChartLabels> = {
  ru: {
    summary: (title, series, count, first, last) =>
      `${title}. Ряды: ${series}. Точек: ${count}, от «${first}» до «${last}». Значения — в таблице ниже.`,
    category: 'Период',
    total: 'Итого',
    keyboardHint: 'Стрелки влево и вправо, Home и End показывают значения точек.',
  },
  uz: {
    summary: (title, series, count, first, last) =>
      `${title}. Qatorlar: ${series}. Nuqtalar: ${count}, «${first}»dan «${last}»gacha. Qiymatlar quyidagi jadvalda.`,
    category: 'Davr',
    total: 'Jami',
    keyboardHint: 'Chapga va oʻngga strelkalar, Home va End nuqtalar qiymatlarini koʻrsatadi.',
  },
  'uz-Cyrl': {
    summary: (title, series, count, first, last) =>
      `${title}. Қаторлар: ${series}. Нуқталар: ${count}, «${first}»дан «${last}»гача. Қийматлар қуйидаги жадвалда.`,
    category: 'Давр',
    total: 'Жами',
    keyboardHint: 'Чапга ва ўнгга стрелкалар, Home ва End нуқталар қийматларини кўрсатади.',
  },
};
