import type { components } from '@karvon/contracts';
import type { UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';

/** The kinds of register (SPEC §1): collected goods, loading, end of day; the contract's type. */
export type RegisterKind = components['schemas']['RegisterKind'];

/** Every kind, in the order of the warehouse's day: goods are collected, loaded, and the day is closed. */
export const registerKinds = [
  'collected',
  'loading',
  'end_of_day',
] as const satisfies readonly RegisterKind[];

type Missing = Exclude<RegisterKind, (typeof registerKinds)[number]>;
export const everyRegisterKindListed: [Missing] extends [never] ? true : Missing = true;

export const registerKindTones: Record<RegisterKind, Tone> = {
  collected: 'info',
  loading: 'accent',
  end_of_day: 'neutral',
};

/** Short names (a badge, a tab, a filter); Uzbek Latin uses the modifier letter ʻ (U+02BB). */
export const registerKindLabels: Record<UiLocale, Record<RegisterKind, string>> = {
  ru: { collected: 'Собранные товары', loading: 'Погрузка', end_of_day: 'Конец дня' },
  uz: { collected: 'Yigʻilgan tovarlar', loading: 'Yuklash', end_of_day: 'Kun yakuni' },
  'uz-Cyrl': { collected: 'Йиғилган товарлар', loading: 'Юклаш', end_of_day: 'Кун якуни' },
};
