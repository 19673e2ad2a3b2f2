import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PasswordField } from '@karvon/ui';
import type { MessageId } from '../i18n/messages/ru.ts';

interface PasswordInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: MessageId;
  rules: RegisterOptions<T, FieldPath<T>>;
  autoComplete: 'current-password' | 'new-password';
  /** Already in the interface language. */
  description?: string;
}

/** A required password field of a react-hook-form form, with the show-password toggle and its error. */
export function PasswordInput<T extends FieldValues>({
  control,
  name,
  label,
  rules,
  autoComplete,
  description,
}: PasswordInputProps<T>) {
  const intl = useIntl();
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <PasswordField
          label={intl.formatMessage({ id: label })}
          {...(description && { description })}
          visibilityToggleLabel={intl.formatMessage({ id: 'login.showPassword' })}
          name={field.name}
          autoComplete={autoComplete}
          isRequired
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
