import type { UiLocale } from '../../i18n/locale.tsx';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import type { Tone } from '../../theme/tones.ts';

/** What a scanned code turned out to be; `checking` until the app knows. */
export const scanResults = ['checking', 'found', 'already', 'unknown', 'not_allowed'] as const;
export type ScanResult = (typeof scanResults)[number];

export const scanResultTones: Record<ScanResult, Tone> = {
  checking: 'neutral',
  found: 'positive',
  already: 'caution',
  unknown: 'critical',
  not_allowed: 'critical',
};

export interface ScanInputLabels {
  add: string;
  code: string;
  item: string;
  check: string;
  reason: string;
  /** Over the column of remove buttons (read by screen readers only). */
  actions: string;
  remove: (code: string) => string;
  results: Record<ScanResult, string>;
  /** Read out after each check, for someone looking at the goods, not the screen. */
  announce: (code: string, result: string) => string;
}

export const scanInputLabels: LabelTable<ScanInputLabels> = {
  ru: {
    add: 'Добавить',
    code: 'Код',
    item: 'Товар',
    check: 'Проверка',
    reason: 'Причина',
    actions: 'Действия',
    remove: (code) => `Убрать ${code}`,
    results: {
      checking: 'Проверяется…',
      found: 'Найден',
      already: 'Уже есть',
      unknown: 'Не найден',
      not_allowed: 'Нельзя добавить',
    },
    announce: (code, result) => `${code}: ${result}`,
  },
  uz: {
    add: 'Qoʻshish',
    code: 'Kod',
    item: 'Tovar',
    check: 'Tekshiruv',
    reason: 'Sabab',
    actions: 'Amallar',
    remove: (code) => `${code} ni olib tashlash`,
    results: {
      checking: 'Tekshirilmoqda…',
      found: 'Topildi',
      already: 'Allaqachon bor',
      unknown: 'Topilmadi',
      not_allowed: 'Qoʻshib boʻlmaydi',
    },
    announce: (code, result) => `${code}: ${result}`,
  },
  'uz-Cyrl': {
    add: 'Қўшиш',
    code: 'Код',
    item: 'Товар',
    check: 'Текширув',
    reason: 'Сабаб',
    actions: 'Амаллар',
    remove: (code) => `${code} ни олиб ташлаш`,
    results: {
      checking: 'Текширилмоқда…',
      found: 'Топилди',
      already: 'Аллақачон бор',
      unknown: 'Топилмади',
      not_allowed: 'Қўшиб бўлмайди',
    },
    announce: (code, result) => `${code}: ${result}`,
  },
};

/** The label of a result in a language, for an export or a summary. */
export const scanResultLabel = (result: ScanResult, locale: UiLocale) =>
  scanInputLabels[locale].results[result];
