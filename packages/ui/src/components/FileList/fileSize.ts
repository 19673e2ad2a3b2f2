import { numberLocale, type UiLocale } from '../../i18n/locale.tsx';

const units = {
  ru: ['Б', 'КБ', 'МБ', 'ГБ'],
  uz: ['B', 'KB', 'MB', 'GB'],
  'uz-Cyrl': ['Б', 'КБ', 'МБ', 'ГБ'],
} as const satisfies Record<UiLocale, readonly string[]>;

/** '1,5 МБ', '820 КБ', '12 Б': binary steps, one decimal from kilobytes up. */
export function formatFileSize(bytes: number, locale: UiLocale): string {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1024 && step < units[locale].length - 1) {
    value /= 1024;
    step += 1;
  }
  const number = new Intl.NumberFormat(numberLocale(locale), {
    maximumFractionDigits: step === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[locale][step]}`;
}
