import type { MessageBundle } from '../../i18n/locale.ts';

/** Loaded with the routes that use it, in the language on screen (i18n/locale.ts). */
export const accountMessages: MessageBundle = {
  ru: () => import('./ru.ts').then((module) => module.messages),
  uz: () => import('./uz.ts').then((module) => module.messages),
  'uz-Cyrl': () => import('./uz-Cyrl.ts').then((module) => module.messages),
};
