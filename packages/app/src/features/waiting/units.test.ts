import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadBundles, loadMessages } from '../../i18n/locale.ts';
import { waitingMessages } from './messages/index.ts';
import { formatIn } from './units.ts';

await loadBundles([waitingMessages]);
const intl = createIntl({ locale: 'ru-RU', messages: await loadMessages('ru') });
// Russian groups digits with a no-break space.
const shown = (text: string) => text.replace(/\s/g, ' ');

describe('a waiting time in the chosen unit (SPEC §9)', () => {
  it('writes whole minutes, and hours and days to a tenth', () => {
    expect(shown(formatIn(intl, 1235, 'minutes'))).toBe('1 235 мин');
    expect(formatIn(intl, 135, 'hours')).toBe('2,3 ч');
    expect(formatIn(intl, 2880, 'days')).toBe('2 д');
    expect(formatIn(intl, 150, 'days')).toBe('0,1 д');
  });
});
