import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface TimelineLabels {
  /** Read instead of the arrow between the old and the new value. */
  changedTo: string;
  /** Unit after a number of minutes. */
  minutes: string;
}

export const timelineLabels: LabelTable<TimelineLabels> = {
  ru: { changedTo: 'изменено на', minutes: 'мин' },
  // As the app writes minutes everywhere else ('45 daq', '45 дақ').
  uz: { changedTo: 'oʻzgartirildi:', minutes: 'daq' },
  'uz-Cyrl': { changedTo: 'ўзгартирилди:', minutes: 'дақ' },
};
