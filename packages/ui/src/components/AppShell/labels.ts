import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface AppShellLabels {
  /** Names the navigation landmark. */
  navigation: string;
  /** The skip link, the first stop of the Tab key. */
  skipToContent: string;
  collapseSidebar: string;
  expandSidebar: string;
  /** The menu button of narrow screens. */
  openNavigation: string;
  closeNavigation: string;
}

export const appShellLabels: LabelTable<AppShellLabels> = {
  ru: {
    navigation: 'Основная навигация',
    skipToContent: 'Перейти к содержимому',
    collapseSidebar: 'Свернуть меню',
    expandSidebar: 'Развернуть меню',
    openNavigation: 'Открыть меню',
    closeNavigation: 'Закрыть меню',
  },
  uz: {
    navigation: 'Asosiy navigatsiya',
    skipToContent: 'Asosiy qismga oʻtish',
    collapseSidebar: 'Menyuni yigʻish',
    expandSidebar: 'Menyuni yoyish',
    openNavigation: 'Menyuni ochish',
    closeNavigation: 'Menyuni yopish',
  },
  'uz-Cyrl': {
    navigation: 'Асосий навигация',
    skipToContent: 'Асосий қисмга ўтиш',
    collapseSidebar: 'Менюни йиғиш',
    expandSidebar: 'Менюни ёйиш',
    openNavigation: 'Менюни очиш',
    closeNavigation: 'Менюни ёпиш',
  },
};
