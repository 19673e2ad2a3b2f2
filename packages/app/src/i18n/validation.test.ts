import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './locale.ts';

// SPEC §5's 'Пожалуйста, используйте {length} цифры' reads wrong for most counts ("12 цифры"): the Russian is an ICU
// plural; Uzbek counts take the singular noun, so one sentence reads right for every number.
describe('the length sentence agrees with its number', () => {
  it.each([
    [1, 'Пожалуйста, используйте 1 цифру'],
    [2, 'Пожалуйста, используйте 2 цифры'],
    [4, 'Пожалуйста, используйте 4 цифры'],
    [5, 'Пожалуйста, используйте 5 цифр'],
    [6, 'Пожалуйста, используйте 6 цифр'],
    [11, 'Пожалуйста, используйте 11 цифр'],
    [12, 'Пожалуйста, используйте 12 цифр'],
    [21, 'Пожалуйста, используйте 21 цифру'],
    [22, 'Пожалуйста, используйте 22 цифры'],
  ])('ru, %d', async (length, sentence) => {
    const intl = createIntl({ locale: 'ru', messages: await loadMessages('ru') });
    expect(intl.formatMessage({ id: 'validation.length' }, { length })).toBe(sentence);
  });

  it.each([
    ['uz', 1, 'Iltimos, 1 ta raqamdan foydalaning'],
    ['uz', 12, 'Iltimos, 12 ta raqamdan foydalaning'],
    ['uz-Cyrl', 2, 'Илтимос, 2 та рақамдан фойдаланинг'],
    ['uz-Cyrl', 12, 'Илтимос, 12 та рақамдан фойдаланинг'],
  ] as const)('%s, %d', async (locale, length, sentence) => {
    const intl = createIntl({ locale, messages: await loadMessages(locale) });
    expect(intl.formatMessage({ id: 'validation.length' }, { length })).toBe(sentence);
  });

  it('the required sentence is spelled right', async () => {
    expect((await loadMessages('ru'))['validation.required']).toBe('Это поле является обязательным');
  });
});
