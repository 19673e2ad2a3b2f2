import type { IntlShape } from 'react-intl';

/** The contract's bounds of a new password (ASVS L2: at least 12 characters; the server also refuses common ones). */
export const passwordLength = { min: 12, max: 128 } as const;

/** Rules of a new password and of its repetition, for react-hook-form. */
export function newPasswordRules(intl: IntlShape, password: () => string) {
  const required = intl.formatMessage({ id: 'validation.required' });
  return {
    password: {
      required,
      minLength: {
        value: passwordLength.min,
        message: intl.formatMessage({ id: 'password.tooShort' }, { min: passwordLength.min }),
      },
      maxLength: {
        value: passwordLength.max,
        message: intl.formatMessage({ id: 'password.tooLong' }, { max: passwordLength.max }),
      },
    },
    repeat: {
      required,
      validate: (value: string) => value === password() || intl.formatMessage({ id: 'password.mismatch' }),
    },
  };
}
