import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { addPackingTime, type WaitingTime } from '@karvon/sdk';
import {
  Button,
  Dialog,
  Heading,
  NumberField,
  Spinner,
  Stack,
  TextField,
  Timeline,
  TimingBadge,
  textLink,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatWhen } from '../../format/format.ts';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import { wholeNumberWithin } from '../../forms/numberRules.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { useCanOpenRoute } from '../../routing/useCanOpenRoute.ts';
import * as page from '../../layout/page.css.ts';
import { timeHistory } from './queries.ts';
import { formatIn, type TimeUnit } from './units.ts';

/** The contract's bounds of the minutes added at once (a week at most). */
const minMinutes = 1;
const maxMinutes = 10_080;
/** The usual extensions, one press each (a packer standing at the table types little). */
const quickMinutes = [15, 30, 60];

interface PackingTimeFields {
  minutes: number | null;
  comment: string;
}

export interface PackingTimeDialogProps {
  waiting: WaitingTime;
  unit: TimeUnit;
  onClose(): void;
}

/**
 * One application's packing time: where it stands, a form that adds minutes to its packing deadline (SPEC §8's
 * 'packing time added'), and the history of the deadline's changes, newest first.
 */
export default function PackingTimeDialog({ waiting, unit, onClose }: PackingTimeDialogProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const historyId = useId();
  // What the server answered last: the new deadline and band show at once, before the list comes again.
  const [current, setCurrent] = useState(waiting);
  const history = useQuery(timeHistory(waiting.id));
  const canOpenApplications = useCanOpenRoute('del_application');
  const { control, handleSubmit, setError, setValue, reset } = useForm<PackingTimeFields>({
    defaultValues: { minutes: null, comment: '' },
  });
  const minutes = useWatch({ control, name: 'minutes' });
  const add = useMutation({
    mutationFn: ({ minutes, comment }: PackingTimeFields) =>
      addPackingTime(clients, waiting.id, { minutes: minutes!, comment: comment.trim() || null }),
    onSuccess: (updated) => {
      showSuccess(intl.formatMessage({ id: 'waiting.added' }));
      setCurrent(updated);
      reset();
      // The list (its band and order) and this history are outdated; they share the key.
      void queryClient.invalidateQueries({ queryKey: resourceKeys.waitingTimes });
    },
    // What was typed stays; the server's words go beside the field they name.
    onError: (error) => showServerFieldErrors(error, setError, { minutes: 'minutes', comment: 'comment' }),
  });
  const submit = handleSubmit((fields) => {
    if (!add.isPending) add.mutate(fields);
  });
  const required = intl.formatMessage({ id: 'validation.required' });
  const range = intl.formatMessage(
    { id: 'waiting.minutesRange' },
    { min: minMinutes, max: intl.formatNumber(maxMinutes) },
  );
  const minutesRule = wholeNumberWithin(minMinutes, maxMinutes, { required, range });
  const newDeadline =
    minutes !== null && minutesRule(minutes) === true
      ? new Date(new Date(current.deadline_at).getTime() + minutes * 60_000).toISOString()
      : null;
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'waiting.col.waited' }), formatIn(intl, current.waited_minutes, unit)],
    [intl.formatMessage({ id: 'waiting.col.deadline_at' }), formatWhen(current.deadline_at, locale)],
    [intl.formatMessage({ id: 'waiting.col.started_at' }), formatWhen(current.started_at, locale)],
    [intl.formatMessage({ id: 'col.branch' }), current.branch.name],
  ];

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage(
        { id: 'waiting.dialogTitle' },
        { order: <span className={page.keepWhole}>{current.order_id}</span> },
      )}
      closeLabel={intl.formatMessage({ id: 'waiting.close' })}
      size="lg"
    >
      <Stack gap="5">
        <div className={page.actions}>
          <TimingBadge timing={current.timing} size="md" />
          {canOpenApplications && (
            <Link className={textLink} href={`/del_application/${current.application_id}`}>
              {intl.formatMessage({ id: 'waiting.openApplication' })}
            </Link>
          )}
        </div>
        <dl className={page.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={page.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Controller
              control={control}
              name="minutes"
              rules={{ validate: minutesRule }}
              render={({ field, fieldState }) => (
                <NumberField
                  ref={field.ref}
                  label={intl.formatMessage({ id: 'waiting.minutes' })}
                  // The bounds, or the deadline the minutes make; neither beside an error that says it already.
                  description={
                    fieldState.error
                      ? undefined
                      : newDeadline
                        ? intl.formatMessage(
                            { id: 'waiting.minutesHint' },
                            { when: formatWhen(newDeadline, locale) },
                          )
                        : range
                  }
                  isRequired
                  minValue={minMinutes}
                  maxValue={maxMinutes}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <div className={page.actions}>
              {quickMinutes.map((quick) => (
                <Button
                  key={quick}
                  tone="secondary"
                  size="sm"
                  onPress={() => setValue('minutes', quick, { shouldValidate: true })}
                >
                  {`+${intl.formatMessage({ id: 'waiting.inMinutes' }, { value: quick })}`}
                </Button>
              ))}
            </div>
            <Controller
              control={control}
              name="comment"
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  label={intl.formatMessage({ id: 'waiting.comment' })}
                  maxLength={500}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <div>
              <Button type="submit" tone="primary" isPending={add.isPending}>
                {intl.formatMessage({ id: 'waiting.addTime' })}
              </Button>
            </div>
          </Stack>
        </form>
        <section aria-labelledby={historyId}>
          <Stack gap="3">
            <Heading level={3} id={historyId}>
              {intl.formatMessage({ id: 'waiting.history' })}
            </Heading>
            {history.isError ? (
              <LoadFailed onRetry={() => void history.refetch()} />
            ) : !history.data ? (
              <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
            ) : (
              <Timeline
                label={intl.formatMessage({ id: 'waiting.history' })}
                // The server answers oldest first (the contract); the dialog reads newest first.
                events={[...history.data].reverse().map((change) => ({
                  kind: 'time' as const,
                  id: String(change.id),
                  actor: change.changed_by?.name ?? '—',
                  at: change.changed_at,
                  oldTime: change.old_time,
                  newTime: change.new_time,
                  minutes: change.minutes,
                  ...(change.comment && { comment: change.comment }),
                }))}
              />
            )}
          </Stack>
        </section>
      </Stack>
    </Dialog>
  );
}
