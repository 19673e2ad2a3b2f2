import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { User } from '@karvon/sdk';
import { Button, Card, Stack, Text, TextField } from '@karvon/ui';
import { getProfile, updateProfile } from '@karvon/sdk';
import { clients } from '../api.ts';
import { useFormDraft } from '../forms/drafts.ts';
import { newPasswordRules, passwordLength } from '../forms/password.ts';
import { showServerFieldErrors } from '../forms/serverFieldErrors.ts';
import { PasswordInput } from '../forms/PasswordInput.tsx';
import { showSuccess } from '../notify/notify.ts';
import { renameSignedInUser, session } from '../session/store.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import * as page from '../layout/page.css.ts';
import * as styles from './ProfilePage.css.ts';

const profileQuery = ['profile'] as const;

/** The signed-in user's own card: name (editable), phone (their sign-in, read-only), role, branch, password. */
export default function ProfilePage() {
  const intl = useIntl();
  const profile = useQuery({ queryKey: profileQuery, queryFn: () => getProfile(clients) });
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <PageSkeleton />;
  return (
    <Stack gap="6">
      <NameForm profile={profile.data} />
      <PasswordForm />
      <Text tone="muted" size="sm">
        {intl.formatMessage({ id: 'profile.phoneNote' })}
      </Text>
    </Stack>
  );
}

function NameForm({ profile }: { profile: User }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = useSnapshot(session);
  const form = useForm({ defaultValues: { name: profile.name } });
  const draft = useFormDraft(`profile.${user?.id}`, form);
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const saved = await updateProfile(clients, { name: name.trim() });
      queryClient.setQueryData(profileQuery, saved);
      renameSignedInUser(saved.name);
      form.reset({ name: saved.name });
      draft.discard();
      showSuccess(intl.formatMessage({ id: 'profile.saved' }));
    } catch {
      // Shown by the SDK; the typed name stays.
    }
  });
  return (
    <Card title={intl.formatMessage({ id: 'page.profile' })} titleLevel={1}>
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'page.profile' })}>
        <Stack gap="5">
          {draft.restored && <Text tone="muted">{intl.formatMessage({ id: 'draft.restored' })}</Text>}
          <Controller
            name="name"
            control={form.control}
            rules={{
              required: intl.formatMessage({ id: 'validation.required' }),
              validate: (value) => value.trim() !== '' || intl.formatMessage({ id: 'validation.required' }),
            }}
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: 'profile.name' })}
                name={field.name}
                autoComplete="name"
                isRequired
                maxLength={255}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <dl className={styles.facts}>
            <div className={page.fact}>
              <dt>{intl.formatMessage({ id: 'login.phone' })}</dt>
              <dd>{profile.phone}</dd>
            </div>
            <div className={page.fact}>
              <dt>{intl.formatMessage({ id: 'profile.role' })}</dt>
              <dd>{profile.role?.name ?? intl.formatMessage({ id: 'profile.noRole' })}</dd>
            </div>
          </dl>
          <div>
            <Button type="submit" tone="primary" isPending={form.formState.isSubmitting}>
              {intl.formatMessage({ id: 'form.save' })}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const form = useForm({ defaultValues: { current: '', password: '', repeat: '' } });
  const rules = newPasswordRules(intl, () => form.getValues('password'));
  const submit = form.handleSubmit(async ({ current, password }) => {
    try {
      await updateProfile(clients, { current_password: current, password });
      form.reset();
      showSuccess(intl.formatMessage({ id: 'profile.passwordChanged' }));
    } catch (error) {
      // The SDK has shown why; a refusal of the current or the new password is also said beside its field.
      showServerFieldErrors(error, form.setError, { current_password: 'current', password: 'password' });
    }
  });
  return (
    <Card title={intl.formatMessage({ id: 'profile.passwordTitle' })}>
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'profile.passwordTitle' })}>
        <Stack gap="5">
          <PasswordInput
            control={form.control}
            name="current"
            label="password.current"
            rules={{ required: intl.formatMessage({ id: 'validation.required' }) }}
            autoComplete="current-password"
          />
          <PasswordInput
            control={form.control}
            name="password"
            label="password.new"
            description={intl.formatMessage({ id: 'password.hint' }, { min: passwordLength.min })}
            rules={rules.password}
            autoComplete="new-password"
          />
          <PasswordInput
            control={form.control}
            name="repeat"
            label="password.repeat"
            rules={rules.repeat}
            autoComplete="new-password"
          />
          <div>
            <Button type="submit" tone="primary" isPending={form.formState.isSubmitting}>
              {intl.formatMessage({ id: 'reset.submit' })}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
