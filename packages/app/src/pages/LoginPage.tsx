import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { AuthFrame, Button, PasswordField, Stack, TextField, textLink } from '@karvon/ui';
import { Brand } from './Brand.tsx';
import { login, session } from '../session/store.ts';
import { resetPasswordPath, safeNext } from '../routing/paths.ts';
import { showLoginErrors } from '../notify/notify.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { onlyDigits, phoneDigits } from '../forms/phone.ts';
import { typedBeforeHydration, useHydrated } from '../forms/useHydrated.ts';

type Field = 'phone' | 'password';

// Two fields, checked on submit and, once submitted, as they change: the first screen everyone loads carries no
// form library (its bundle budget is ARCHITECTURE.md's). Larger forms use react-hook-form.
export function LoginPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const { status } = useSnapshot(session);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    phone: typedBeforeHydration('phone'),
    password: typedBeforeHydration('password'),
  }));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Until React runs the prerendered form, the browser would send it itself, the password in the address.
  const hydrated = useHydrated();

  if (status === 'authenticated') return <Redirect to={next} replace />;

  const errors: Partial<Record<Field, string>> = {};
  const required = intl.formatMessage({ id: 'validation.required' });
  if (values.phone.trim() === '') errors.phone = required;
  else if (onlyDigits(values.phone).length !== phoneDigits)
    errors.phone = intl.formatMessage({ id: 'validation.length' }, { length: phoneDigits });
  if (values.password === '') errors.password = required;
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (Object.keys(errors).length > 0) {
      // Straight to what needs fixing: the first field in error takes the focus (and its message is read).
      (errors.phone ? phoneInput : passwordInput).current?.focus();
      return;
    }
    setPending(true);
    try {
      await login({ phone: onlyDigits(values.phone), password: values.password });
      navigate(next, { replace: true });
    } catch (error) {
      showLoginErrors(error, intl);
      setPending(false);
    }
  };
  const change = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <AuthFrame
      brand={<Brand />}
      title={intl.formatMessage({ id: 'login.title' })}
      description={intl.formatMessage({ id: 'login.subtitle' })}
      footer={<LanguageSwitch />}
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'login.title' })}>
        <Stack gap="5">
          <TextField
            label={intl.formatMessage({ id: 'login.phone' })}
            description={intl.formatMessage({ id: 'login.phoneDescription' })}
            name="phone"
            ref={phoneInput}
            type="tel"
            inputMode="tel"
            autoComplete="username"
            isRequired
            value={values.phone}
            onValueChange={change('phone')}
            errorMessage={shown.phone}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'login.password' })}
            visibilityToggleLabel={intl.formatMessage({ id: 'login.showPassword' })}
            name="password"
            ref={passwordInput}
            autoComplete="current-password"
            isRequired
            value={values.password}
            onValueChange={change('password')}
            errorMessage={shown.password}
          />
          <Button
            type="submit"
            tone="primary"
            fullWidth
            isDisabled={!hydrated}
            isPending={pending}
            pendingLabel={intl.formatMessage({ id: 'login.pending' })}
          >
            {intl.formatMessage({ id: 'login.submit' })}
          </Button>
          <Link className={textLink} href={resetPasswordPath}>
            {intl.formatMessage({ id: 'login.forgotPassword' })}
          </Link>
        </Stack>
      </form>
    </AuthFrame>
  );
}
