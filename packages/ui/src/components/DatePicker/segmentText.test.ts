import { describe, expect, it } from 'vitest';
import { dateFieldLabels } from './dateLabels.ts';
import { formatIsoForField, segmentText } from './segmentText.ts';

type Part = Parameters<typeof segmentText>[0];

const value = (type: Part['type'], text: string): Part => ({ type, text, isPlaceholder: false });
const empty = (type: Part['type'], text: string): Part => ({ type, text, isPlaceholder: true });
const literal = (text: string): Part => ({ type: 'literal', text, isPlaceholder: false });

const shown = (segments: Part[], locale: keyof typeof dateFieldLabels = 'ru') =>
  segments.map((segment) => segmentText(segment, segments, dateFieldLabels[locale].placeholders)).join('');

describe('segmentText', () => {
  it('writes day.month.year, 24-hour, whatever separators the locale pattern has', () => {
    // Cyrillic Uzbek in Chromium: '23/11/2026 14:30'.
    const cyrillic = [
      value('day', '23'),
      literal('/'),
      value('month', '11'),
      literal('/'),
      value('year', '2026'),
      literal(' '),
      value('hour', '14'),
      literal(':'),
      value('minute', '30'),
    ];
    expect(shown(cyrillic, 'uz')).toBe('23.11.2026, 14:30');
    // Russian: '23.11.2026, 14:30' stays as it is.
    const russian = [
      value('day', '23'),
      literal('.'),
      value('month', '11'),
      literal('.'),
      value('year', '2026'),
    ];
    expect(shown(russian)).toBe('23.11.2026');
  });

  it('shows the placeholders of the UI language in empty segments', () => {
    const blank = [
      empty('day', 'dd'),
      literal('/'),
      empty('month', 'mm'),
      literal('/'),
      empty('year', 'yyyy'),
      literal(' '),
      empty('hour', '––'),
      literal(':'),
      empty('minute', '––'),
    ];
    expect(shown(blank, 'ru')).toBe('дд.мм.гггг, ––:––');
    expect(shown(blank, 'uz')).toBe('kk.oo.yyyy, ––:––');
    expect(shown(blank, 'uz-Cyrl')).toBe('кк.оо.йййй, ––:––');
  });
});

describe('formatIsoForField', () => {
  it('writes an ISO date or date-time as the field shows it', () => {
    expect(formatIsoForField('2026-11-23')).toBe('23.11.2026');
    expect(formatIsoForField('2026-11-23T14:30')).toBe('23.11.2026, 14:30');
    expect(formatIsoForField('2026-01-05T09:05:00')).toBe('05.01.2026, 09:05');
  });
});
