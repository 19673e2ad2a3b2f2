import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { createRegister, type RegisterKind } from '@karvon/sdk';
import {
  ApprovalBadge,
  Button,
  Card,
  Combobox,
  DatePicker,
  Heading,
  registerKindLabel,
  registerKinds,
  Select,
  Stack,
  Text,
  textLink,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import { isoDate, oneOf } from '../../lists/urlState.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { session } from '../../session/store.ts';
import { useRegisterScope } from './access.ts';
import { tashkentToday } from '../../format/businessDay.ts';
import { registersOfDay } from './queries.ts';
import * as styles from './registers.css.ts';

interface RegisterFields {
  kind: RegisterKind | null;
  branchId: string | null;
  day: string | null;
}

/** `/reestr/item` without an id: a new draft register (kind, branch, business day), then its page. */
export default function CreateRegisterPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { branches, branchId: workingBranchId } = useSnapshot(session);
  const { ownOnly, ownBranchId } = useRegisterScope();
  // `?kind=` comes from the list's tab the user was on.
  const kindFromList = oneOf<RegisterKind>(registerKinds)(new URLSearchParams(useSearch()).get('kind') ?? '');
  const branchId = ownOnly ? ownBranchId : (workingBranchId ?? ownBranchId);
  const { control, handleSubmit, setError } = useForm<RegisterFields>({
    defaultValues: {
      kind: kindFromList ?? null,
      branchId: branchId === null ? null : String(branchId),
      day: tashkentToday(),
    },
  });
  // Registers of the chosen kind the branch already has that day: named before another is made.
  // A day half typed (year 0002 on the way to 2026) is not asked about: the server would refuse it.
  const [kind, chosenBranch, watchedDay] = useWatch({ control, name: ['kind', 'branchId', 'day'] });
  const day = watchedDay === null ? undefined : isoDate(watchedDay);
  const sameDay = useQuery({
    ...registersOfDay(kind!, Number(chosenBranch), day!),
    enabled: kind !== null && chosenBranch !== null && day !== undefined,
  }).data;
  // A branch has one end-of-day register a day: the notice says so and links it.
  const endOfDayTaken = kind === 'end_of_day' && sameDay !== undefined && sameDay.length > 0;
  const required = intl.formatMessage({ id: 'validation.required' });
  const create = useMutation({
    mutationFn: (fields: RegisterFields) =>
      createRegister(clients, {
        kind: fields.kind!,
        branch_id: Number(fields.branchId),
        business_date: fields.day!,
        products: [],
      }),
    onSuccess: (register) => {
      showSuccess(intl.formatMessage({ id: 'reg.created' }));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.registers });
      navigate(`/reestr/item/${register.id}`, { replace: true });
    },
    // What was chosen stays; the server's words go beside the field they name.
    onError: (error) =>
      showServerFieldErrors(error, setError, { kind: 'kind', branch_id: 'branchId', business_date: 'day' }),
  });
  const submit = handleSubmit((fields) => {
    if (!create.isPending) create.mutate(fields);
  });
  const branchOptions = branches
    .filter((branch) => !ownOnly || branch.id === ownBranchId)
    .map((branch) => ({ id: String(branch.id), label: branch.name }));

  return (
    <Stack gap="4">
      <Heading level={1}>{intl.formatMessage({ id: 'reg.create.title' })}</Heading>
      <Card>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <div className={styles.fields}>
              <Controller
                control={control}
                name="kind"
                rules={{ required }}
                render={({ field, fieldState }) => (
                  <Select
                    ref={field.ref}
                    label={intl.formatMessage({ id: 'reg.create.kind' })}
                    isRequired
                    options={registerKinds.map((kind) => ({
                      id: kind,
                      label: registerKindLabel(kind, locale),
                    }))}
                    value={field.value}
                    onValueChange={field.onChange}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="branchId"
                rules={{ required }}
                render={({ field, fieldState }) => (
                  <Combobox
                    ref={field.ref}
                    label={intl.formatMessage({ id: 'reg.create.branch' })}
                    isRequired
                    isDisabled={ownOnly}
                    options={branchOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="day"
                rules={{ required }}
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={intl.formatMessage({ id: 'reg.create.day' })}
                    description={intl.formatMessage({ id: 'reg.create.dayHint' })}
                    isRequired
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            </div>
            <div>
              {/* Mounted empty, so that screen readers say the notice when it comes. */}
              <div role="status">
                {sameDay !== undefined && sameDay.length > 0 && (
                  <div className={styles.sameDay}>
                    <Text>
                      {intl.formatMessage(
                        { id: endOfDayTaken ? 'reg.create.endOfDayExists' : 'reg.create.sameDay' },
                        { count: sameDay.length },
                      )}
                    </Text>
                    <ul className={styles.sameDayList}>
                      {sameDay.map((register) => (
                        <li key={register.id}>
                          <Link className={textLink} href={`/reestr/item/${register.id}`}>
                            {register.number}
                          </Link>{' '}
                          <ApprovalBadge status={register.status} />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
              <Button type="submit" tone="primary" isPending={create.isPending} isDisabled={endOfDayTaken}>
                {intl.formatMessage({ id: 'reg.create.submit' })}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
