import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locale.tsx';
import {
  controlLabels,
  validationMessage,
  validationMessageKeys,
  validationMessages,
} from './formMessages.ts';

describe('form messages', () => {
  it('keep the exact texts of SPEC §5', () => {
    expect(validationMessages.ru.required).toBe('Это поле является обязательным');
    expect(validationMessages.ru.imageRequired).toBe('Пожалуйста, выберите изображение!');
    expect(validationMessage('length', 'ru', { length: 9 })).toBe('Пожалуйста, используйте 9 цифры');
  });

  it('have every message and label, non-empty, in every language', () => {
    for (const locale of uiLocales) {
      for (const key of validationMessageKeys) expect(validationMessages[locale][key]).not.toBe('');
      expect(Object.keys(controlLabels[locale]).sort()).toEqual(Object.keys(controlLabels.ru).sort());
    }
  });

  it('fill placeholders in every language and leave unknown ones visible', () => {
    for (const locale of uiLocales) {
      expect(validationMessage('length', locale, { length: 12 })).toContain('12');
      expect(validationMessage('length', locale)).toContain('{length}');
    }
  });
});
