import type { IntlShape } from 'react-intl';

export const phoneDigits = 12;

/** People type '+998 90 000-00-01'; the API wants the 12 digits. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** The SPEC §5 rules of a phone field, for react-hook-form. */
export const phoneRules = (intl: IntlShape) => ({
  required: intl.formatMessage({ id: 'validation.required' }),
  validate: (value: string) =>
    onlyDigits(value).length === phoneDigits ||
    intl.formatMessage({ id: 'validation.length' }, { length: phoneDigits }),
});
