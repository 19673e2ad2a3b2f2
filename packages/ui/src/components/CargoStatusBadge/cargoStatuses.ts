import type { components } from '@karvon/contracts';
import type { Tone } from '../../theme/tones.ts';
import type { UiLocale } from '../../i18n/locale.tsx';

/** A cargo's status as the API sends it (the contract's type; types only, nothing at run time). */
export type CargoStatus = components['schemas']['CargoStatus'];

/** Every cargo status, in the order a cargo goes through them (filters, legends, stories). */
export const cargoStatuses = ['draft', 'sent', 'received'] as const satisfies readonly CargoStatus[];

// Compile-time: the array lists every status of the contract (a new one breaks the build here, as does a missing
// tone or label in the `Record`s below).
type MissingStatus = Exclude<CargoStatus, (typeof cargoStatuses)[number]>;
export const everyCargoStatusListed: [MissingStatus] extends [never] ? true : MissingStatus = true;

/**
 * The tone of each status, in the application statuses' vocabulary: a draft is being made (neutral, as a new
 * application), a sent cargo is on the road (accent, as transit), a received one has arrived (positive, as done).
 */
export const cargoStatusTones: Record<CargoStatus, Tone> = {
  draft: 'neutral',
  sent: 'accent',
  received: 'positive',
};

/** Labels in the three languages; Uzbek Latin uses the modifier letter ʻ (U+02BB) where it needs one. */
export const cargoStatusLabels: Record<UiLocale, Record<CargoStatus, string>> = {
  ru: { draft: 'Черновик', sent: 'Отправлен', received: 'Получен' },
  uz: { draft: 'Qoralama', sent: 'Yuborilgan', received: 'Qabul qilingan' },
  'uz-Cyrl': { draft: 'Қоралама', sent: 'Юборилган', received: 'Қабул қилинган' },
};
