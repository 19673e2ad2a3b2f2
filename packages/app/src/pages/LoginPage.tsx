import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { AuthFrame, Button, PasswordField, Stack, TextField } from '@karvon/ui';
import { Brand } from './Brand.tsx';
import { login, session } from '../session/store.ts';
import { safeNext } from '../routing/paths.ts';
import { showLoginErrors } from '../notify/notify.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { onlyDigits, phoneRules } from '../forms/phone.ts';
import { resetPasswordPath } from '../routing/paths.ts';

interface LoginForm {
  phone: string;
  password: string;
}

export function LoginPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const { status } = useSnapshot(session);
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { phone: '', password: '' },
  });

  if (status === 'authenticated') return <Redirect to={next} replace />;

  const required = intl.formatMessage({ id: 'validation.required' });
  const submit = handleSubmit(async ({ phone, password }) => {
    try {
      await login({ phone: onlyDigits(phone), password });
      navigate(next, { replace: true });
    } catch (error) {
      showLoginErrors(error, intl);
    }
  });

  return (
    <AuthFrame
      brand={<Brand />}
      title={intl.formatMessage({ id: 'login.title' })}
      description={intl.formatMessage({ id: 'login.subtitle' })}
      footer={<LanguageSwitch />}
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'login.title' })}>
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
          <Controller
            name="password"
            control={control}
            rules={{ required }}
            render={({ field, fieldState }) => (
              <PasswordField
                label={intl.formatMessage({ id: 'login.password' })}
                visibilityToggleLabel={intl.formatMessage({ id: 'login.showPassword' })}
                name={field.name}
                autoComplete="current-password"
                isRequired
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Button
            type="submit"
            tone="primary"
            fullWidth
            isPending={formState.isSubmitting}
            pendingLabel={intl.formatMessage({ id: 'login.pending' })}
          >
            {intl.formatMessage({ id: 'login.submit' })}
          </Button>
          <Link href={resetPasswordPath}>{intl.formatMessage({ id: 'login.forgotPassword' })}</Link>
        </Stack>
      </form>
    </AuthFrame>
  );
}
