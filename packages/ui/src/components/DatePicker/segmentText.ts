import type { DateSegmentProps } from 'react-aria-components';
import type { DateFieldLabels } from './dateLabels.ts';

type Segment = Pick<DateSegmentProps['segment'], 'type' | 'text' | 'isPlaceholder'>;

const isPart = (
  type: string,
  placeholders: DateFieldLabels['placeholders'],
): type is keyof typeof placeholders => type in placeholders;

/**
 * What a segment of the date field shows: its value, our placeholder while it is empty, and for
 * the separators the Uzbek and Russian way of writing dates ('23.11.2026, 14:30') whatever the
 * locale's pattern says ('23/11/2026 14:30' in Cyrillic Uzbek).
 */
export function segmentText(
  segment: Segment,
  segments: ReadonlyArray<Segment>,
  placeholders: DateFieldLabels['placeholders'],
): string {
  if (segment.type === 'literal') {
    const index = segments.indexOf(segment);
    if (index < 0) return segment.text;
    // A run of literals between two values shows one separator, on its last literal; literals
    // before the first value or after the last (direction marks, spaces) show nothing.
    const next = segments[index + 1];
    const hasValueBefore = segments.slice(0, index).some((entry) => entry.type !== 'literal');
    if (!next || next.type === 'literal' || !hasValueBefore) return '';
    if (next.type === 'hour') return ', ';
    if (next.type === 'minute' || next.type === 'second') return ':';
    return '.';
  }
  if (segment.isPlaceholder && isPart(segment.type, placeholders)) return placeholders[segment.type];
  return segment.text;
}

/** '2026-11-23' -> '23.11.2026'; '2026-11-23T14:30' -> '23.11.2026, 14:30' (how the field writes it). */
export function formatIsoForField(iso: string): string {
  const [date = '', time] = iso.split('T');
  const [year, month, day] = date.split('-');
  const written = `${day}.${month}.${year}`;
  return time ? `${written}, ${time.slice(0, 5)}` : written;
}
