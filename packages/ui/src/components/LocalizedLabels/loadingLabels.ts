import type { LabelTable } from './useLocalizedLabels.ts';

/** 'Загрузка…': the name of loading indicators (LoadingBar, Skeleton). */
export const loadingLabels: LabelTable<{ loading: string }> = {
  ru: { loading: 'Загрузка…' },
  uz: { loading: 'Yuklanmoqda…' },
  'uz-Cyrl': { loading: 'Юкланмоқда…' },
};
