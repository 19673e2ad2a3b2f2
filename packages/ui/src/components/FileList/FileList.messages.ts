import type { UiLocale } from '../../i18n/locale.tsx';

/** FileList's own words beside the shared control labels (download, remove, files…). */
export const fileListLabels = {
  ru: { preview: 'Просмотреть' },
  uz: { preview: 'Koʻrish' },
  'uz-Cyrl': { preview: 'Кўриш' },
} as const satisfies Record<UiLocale, { preview: string }>;
