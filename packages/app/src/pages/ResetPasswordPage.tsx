import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { AuthFrame, Button, Stack, Text, TextField, textLink } from '@karvon/ui';
import { requestPasswordReset, resetPassword } from '@karvon/sdk';
import { clients } from '../api.ts';
import { onlyDigits, phoneRules } from '../forms/phone.ts';
import { newPasswordRules, passwordLength } from '../forms/password.ts';
import { showServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { PasswordInput } from '../forms/PasswordInput.tsx';
import { showSuccess } from '../notify/notify.ts';
import { loginPath } from '../routing/paths.ts';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const codeDigits = 6;

interface RequestForm {
  phone: string;
}

interface ResetForm {
  code: string;
  password: string;
  repeat: string;
}

/**
 * Password recovery (route `resetpassword`, no session needed): the phone number gets an SMS code, then the code
 * and a new password set it. The server answers the request the same way whether the number exists or not.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <AuthFrame
      brand={<Brand />}
      title={intl.formatMessage({ id: 'page.resetpassword' })}
      description={intl.formatMessage({ id: phone ? 'reset.codeSent' : 'reset.subtitle' }, { phone })}
      footer={<LanguageSwitch />}
    >
      {phone ? <ResetStep phone={phone} onBack={() => setPhone(null)} /> : <RequestStep onSent={setPhone} />}
    </AuthFrame>
  );
}

function RequestStep({ onSent }: { onSent: (phone: string) => void }) {
  const intl = useIntl();
  const { control, handleSubmit, formState } = useForm<RequestForm>({ defaultValues: { phone: '' } });
  const submit = handleSubmit(async ({ phone }) => {
    const digits = onlyDigits(phone);
    try {
      await requestPasswordReset(clients, { phone: digits });
      onSent(digits);
    } catch {
      // The SDK has shown why (SPEC §8); the number stays in the field for another try.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.resetpassword' })}>
      <Stack gap="5">
        <Controller
          name="phone"
          control={control}
          rules={phoneRules(intl)}
          render={({ field, fieldState }) => (
            <TextField
              label={intl.formatMessage({ id: 'login.phone' })}
              description={intl.formatMessage({ id: 'login.phoneDescription' })}
              name={field.name}
              type="tel"
              inputMode="tel"
              autoComplete="username"
              isRequired
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" tone="primary" fullWidth isPending={formState.isSubmitting}>
          {intl.formatMessage({ id: 'reset.sendCode' })}
        </Button>
        <Link className={textLink} href={loginPath}>
          {intl.formatMessage({ id: 'reset.backToLogin' })}
        </Link>
      </Stack>
    </form>
  );
}

function ResetStep({ phone, onBack }: { phone: string; onBack: () => void }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { control, handleSubmit, formState, getValues, setError } = useForm<ResetForm>({
    defaultValues: { code: '', password: '', repeat: '' },
  });
  const submit = handleSubmit(async ({ code, password }) => {
    try {
      await resetPassword(clients, { phone, code: onlyDigits(code), password });
      showSuccess(intl.formatMessage({ id: 'reset.done' }));
      navigate(loginPath, { replace: true });
    } catch (error) {
      // A password the policy refuses is also said beside its field (the code stays usable).
      showServerFieldErrors(error, setError, { password: 'password' });
    }
  });
  const passwordRules = newPasswordRules(intl, () => getValues('password'));
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.resetpassword' })}>
      <Stack gap="5">
        <Controller
          name="code"
          control={control}
          rules={{
            required: intl.formatMessage({ id: 'validation.required' }),
            validate: (value) =>
              onlyDigits(value).length === codeDigits ||
              intl.formatMessage({ id: 'validation.length' }, { length: codeDigits }),
          }}
          render={({ field, fieldState }) => (
            <TextField
              label={intl.formatMessage({ id: 'reset.code' })}
              name={field.name}
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <PasswordInput
          control={control}
          name="password"
          label="password.new"
          description={intl.formatMessage({ id: 'password.hint' }, { min: passwordLength.min })}
          rules={passwordRules.password}
          autoComplete="new-password"
        />
        <PasswordInput
          control={control}
          name="repeat"
          label="password.repeat"
          rules={passwordRules.repeat}
          autoComplete="new-password"
        />
        <Button type="submit" tone="primary" fullWidth isPending={formState.isSubmitting}>
          {intl.formatMessage({ id: 'reset.submit' })}
        </Button>
        <Button tone="secondary" fullWidth onPress={onBack}>
          {intl.formatMessage({ id: 'reset.otherPhone' })}
        </Button>
        <Text tone="muted" size="sm">
          {intl.formatMessage({ id: 'reset.noCode' })}
        </Text>
      </Stack>
    </form>
  );
}
