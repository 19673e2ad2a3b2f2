import { numberLocale, type UiLocale } from '../i18n/locale.tsx';

/** 0–100, whatever comes in. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** '45 %' / '45%' as the language writes a share of 100, for `aria-valuetext` and captions. */
export const percentText = (percentage: number, locale: UiLocale) =>
  new Intl.NumberFormat(numberLocale(locale), { style: 'percent' }).format(percentage / 100);
