import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';
import { badge } from '../StatusBadge/StatusBadge.css.ts';
import { timingLabels, timingTones, type Timing } from './timings.ts';

export const timingBadgeSizes = ['sm', 'md'] as const;
export type TimingBadgeSize = (typeof timingBadgeSizes)[number];

export interface TimingBadgeProps {
  /** The band as the API sends it (SPEC §9). */
  timing: Timing;
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** `sm` (default) in tables, `md` in headers of a detail page or dialog. */
  size?: TimingBadgeSize;
}

/** The label of a band in a language: for filters, chips and exports that show it as text. */
export const timingLabel = (timing: Timing, locale: UiLocale): string => timingLabels[locale][timing];

/** The semantic tone of a band. */
export const timingTone = (timing: Timing): Tone => timingTones[timing];

/**
 * How late something is (SPEC §9 time bands): a tinted pill with a dot, the status badge's shape, coloured from
 * green (start) to red (very slow), labelled in the language, so the colour is never the only cue.
 */
export function TimingBadge({ timing, locale, size = 'sm' }: TimingBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span className={badge({ tone: timingTone(timing), size })} data-timing={timing} lang={language}>
      {timingLabel(timing, language)}
    </span>
  );
}
