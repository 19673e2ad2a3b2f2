import type { components } from '@karvon/contracts';
import type { Tone } from '../../theme/tones.ts';
import type { UiLocale } from '../../i18n/locale.tsx';

/**
 * How the time spent compares with the plan (SPEC §9 time filters: start, middle, late, very slow), as the API
 * sends it: the contract's type (types only, so the design system does not depend on the contracts package at
 * run time). The thresholds are the server's.
 */
export type Timing = components['schemas']['Timing'];

/** Every band, from on time to the slowest (filters, legends, stories). */
export const timings = ['start', 'middle', 'late', 'very_slow'] as const satisfies readonly Timing[];

// Compile-time: the array lists every band of the contract (a new one breaks the build here, as does a missing
// label or tone in the `Record`s below).
type MissingTiming = Exclude<Timing, (typeof timings)[number]>;
export const everyTimingListed: [MissingTiming] extends [never] ? true : MissingTiming = true;

/** Green while there is time, plain halfway, amber once late, red when very slow. */
export const timingTones: Record<Timing, Tone> = {
  start: 'positive',
  middle: 'neutral',
  late: 'caution',
  very_slow: 'critical',
};

/** The bands' names in the three languages; Uzbek Latin uses the modifier letter ʻ (U+02BB). */
export const timingLabels: Record<UiLocale, Record<Timing, string>> = {
  ru: { start: 'Начало', middle: 'Середина', late: 'Опаздывает', very_slow: 'Очень медленно' },
  uz: { start: 'Boshlanish', middle: 'Oʻrta', late: 'Kechikmoqda', very_slow: 'Juda sekin' },
  'uz-Cyrl': { start: 'Бошланиш', middle: 'Ўрта', late: 'Кечикмоқда', very_slow: 'Жуда секин' },
};
