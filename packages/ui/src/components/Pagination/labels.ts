import { numberLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface PaginationLabels {
  /** Names the navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** The accessible name of a page button ('Страница 3'). */
  page: (page: number) => string;
  /** The label of the per-page select. */
  perPage: string;
  /** '21–40 из 345' */
  range: (from: number, to: number, total: number) => string;
}

const grouped = (locale: UiLocale) => new Intl.NumberFormat(numberLocale(locale), { useGrouping: true });

export const paginationLabels: LabelTable<PaginationLabels> = {
  ru: {
    navigation: 'Страницы',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    page: (page) => `Страница ${page}`,
    perPage: 'Строк на странице',
    range: (from, to, total) => `${from}–${to} из ${grouped('ru').format(total)}`,
  },
  uz: {
    navigation: 'Sahifalar',
    previous: 'Oldingi sahifa',
    next: 'Keyingi sahifa',
    page: (page) => `${page}-sahifa`,
    perPage: 'Sahifadagi qatorlar',
    range: (from, to, total) => `${grouped('uz').format(total)} tadan ${from}–${to}`,
  },
  'uz-Cyrl': {
    navigation: 'Саҳифалар',
    previous: 'Олдинги саҳифа',
    next: 'Кейинги саҳифа',
    page: (page) => `${page}-саҳифа`,
    perPage: 'Саҳифадаги қаторлар',
    range: (from, to, total) => `${grouped('uz-Cyrl').format(total)} тадан ${from}–${to}`,
  },
};
