import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import {
  ApiError,
  changeApplicationsStep,
  getApplication,
  listApplications,
  type ApplicationStep,
} from '@karvon/sdk';
import {
  Button,
  Card,
  Heading,
  IconButton,
  Stack,
  splitCodes,
  StatusBadge,
  takesCodesNow,
  Text,
  TextField,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess } from '../../notify/notify.ts';
import { backToList } from '../../routing/backToList.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { DeferredFields, WantedArea } from '../../forms/DeferredFields.tsx';
import { assessBatch, type BatchEntry, type Verdict } from './stepBatch.ts';
import * as page from '../../layout/page.css.ts';
import * as styles from './applications.css.ts';

/** An id or an order number, looked up quietly: an unknown code is flagged in its row, not toasted. */
async function lookUp(code: string): Promise<BatchEntry> {
  try {
    if (/^\d{1,9}$/.test(code)) {
      const application = await getApplication(clients, Number(code), { notify: 'none' });
      return { key: code, code, state: 'found', application };
    }
    const { data } = await listApplications(clients, { search: code, per_page: 5 }, { notify: 'none' });
    const application = data.find((row) => row.order_id.toLowerCase() === code.toLowerCase());
    return application
      ? { key: code, code, state: 'found', application }
      : { key: code, code, state: 'unknown' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { key: code, code, state: 'unknown' };
    throw error;
  }
}

let keySeed = 0;

/** Change step (SPEC §4): several applications at one step move to another; the odd ones are explained, not just refused. */
export default function ChangeStepPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const initial = search.get('ids') ?? '';
  // The list as the user left it (`back`, set by the list), so that its filters survive the change.
  const list = backToList(search.get('back'), '/del_application');
  const [entries, setEntries] = useState<BatchEntry[]>([]);
  const [typed, setTyped] = useState('');
  const [target, setTarget] = useState<ApplicationStep | null>(null);
  const started = useRef(false);

  const add = (text: string) => {
    const added = splitCodes(text).map((code): BatchEntry => ({
      key: `${code}#${keySeed++}`,
      code,
      state: 'checking',
    }));
    setEntries((current) => [...current, ...added]);
    for (const entry of added) {
      lookUp(entry.code).then(
        (result) =>
          setEntries((current) =>
            current.map((e) => (e.key === entry.key ? { ...result, key: entry.key } : e)),
          ),
        () =>
          setEntries((current) => current.map((e) => (e.key === entry.key ? { ...e, state: 'unknown' } : e))),
      );
    }
  };
  useEffect(() => {
    if (started.current || initial === '') return;
    started.current = true;
    add(initial);
  });

  const offered = assessBatch(entries).targets;
  // Only what the server's workflow allows is offered; a choice the batch no longer allows is dropped.
  const chosen = target !== null && offered.includes(target) ? target : null;
  const { verdicts, reference, readyIds, targets } = assessBatch(entries, chosen);
  const stepName = (step: ApplicationStep) => intl.formatMessage({ id: `step.${step}` });
  const blocked = verdicts.filter((v) => v.kind !== 'ready' && v.kind !== 'checking').length;
  const noTargets =
    reference !== null && targets.length === 0 ? intl.formatMessage({ id: 'step.noTargets' }) : undefined;
  const apply = useMutation({
    mutationFn: () => changeApplicationsStep(clients, { ids: readyIds, step: chosen! }),
    onSuccess: () => {
      showSuccess(intl.formatMessage({ id: 'step.done' }));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.applications });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.application });
      navigate(list);
    },
  });
  const submitCodes = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '') add(typed);
    setTyped('');
  };
  const describe = (verdict: Verdict): string => {
    switch (verdict.kind) {
      case 'checking':
        return intl.formatMessage({ id: 'step.checking' });
      case 'unknown':
        return intl.formatMessage({ id: 'step.unknown' });
      case 'duplicate':
        return intl.formatMessage({ id: 'step.duplicate' });
      case 'frozen':
        return intl.formatMessage({ id: 'step.frozen' });
      case 'final':
        return intl.formatMessage({ id: 'step.final' });
      case 'notAllowed':
        return intl.formatMessage({ id: 'step.notAllowed' }, { target: stepName(verdict.target) });
      case 'otherStep':
        return intl.formatMessage(
          { id: 'step.otherStep' },
          { step: stepName(verdict.step), reference: stepName(verdict.reference) },
        );
      case 'ready':
        return chosen
          ? intl.formatMessage({ id: 'step.ok' }, { from: stepName(reference!), to: stepName(chosen) })
          : intl.formatMessage({ id: 'step.ready' }, { from: stepName(reference!) });
    }
  };

  return (
    <Stack gap="4">
      <Heading level={1}>{intl.formatMessage({ id: 'step.title' })}</Heading>
      <Card>
        <Stack gap="4">
          <Text>{intl.formatMessage({ id: 'step.intro' })}</Text>
          <form onSubmit={submitCodes} className={page.toolbar}>
            <div
              className={page.grow}
              onPaste={(event) => {
                // A one-line field would join a pasted column's lines into one code: the paste is read here.
                const text = event.clipboardData.getData('text');
                if (splitCodes(text).length < 2) return;
                event.preventDefault();
                add(`${typed} ${text}`);
                setTyped('');
              }}
            >
              <TextField
                label={intl.formatMessage({ id: 'step.codes' })}
                description={intl.formatMessage({ id: 'step.codesHint' })}
                value={typed}
                onValueChange={(value) => {
                  // A paste of many codes, or a code typed and a separator: taken. One code waits for Enter.
                  if (takesCodesNow(typed, value)) {
                    add(value);
                    setTyped('');
                  } else setTyped(value);
                }}
                autoFocus
              />
            </div>
            <Button type="submit" tone="secondary">
              {intl.formatMessage({ id: 'step.add' })}
            </Button>
          </form>
        </Stack>
      </Card>

      {entries.length > 0 && (
        <Card padding="none">
          <div className={styles.batchFrame}>
            <table className={styles.batch} aria-label={intl.formatMessage({ id: 'step.table' })}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'col.code' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'col.order_id' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'col.status' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'col.check' })}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'step.clear' })}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => {
                  const verdict = verdicts[index]!;
                  return (
                    <tr key={entry.key} data-verdict={verdict.kind}>
                      <td>{entry.code}</td>
                      <td>{entry.state === 'found' ? entry.application.order_id : '—'}</td>
                      <td>
                        {entry.state === 'found' ? (
                          <StatusBadge status={entry.application.status} size="sm" />
                        ) : (
                          '—'
                        )}
                      </td>
                      <td
                        className={
                          verdict.kind === 'ready'
                            ? styles.verdictReady
                            : verdict.kind === 'checking'
                              ? undefined
                              : styles.verdictBlocked
                        }
                      >
                        {describe(verdict)}
                      </td>
                      <td>
                        <IconButton
                          label={intl.formatMessage({ id: 'step.remove' }, { code: entry.code })}
                          tone="ghost"
                          size="sm"
                          icon="×"
                          onPress={() => setEntries((current) => current.filter((e) => e.key !== entry.key))}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      )}

      <Card>
        <div className={page.toolbar}>
          {/* React Aria's Select (about 60 KB gzip with its popover and list box) comes when the user reaches
              for it; until then its stand-in (forms/DeferredFields.tsx). */}
          <WantedArea className={page.filter}>
            <DeferredFields
              fields={[
                {
                  slot: 'target',
                  field: {
                    kind: 'select',
                    label: intl.formatMessage({ id: 'step.target' }),
                    description: noTargets,
                    isDisabled: targets.length === 0,
                    options: targets.map((step) => ({ id: step, label: stepName(step) })),
                    value: chosen,
                    onValueChange: (id) => setTarget(id as ApplicationStep | null),
                  },
                },
              ]}
            />
          </WantedArea>
          <Text aria-live="polite">
            {intl.formatMessage({ id: 'step.summary' }, { ready: readyIds.length, blocked })}
          </Text>
          <Button
            tone="primary"
            isDisabled={readyIds.length === 0 || chosen === null}
            isPending={apply.isPending}
            onPress={() => apply.mutate()}
          >
            {intl.formatMessage({ id: 'step.apply' }, { count: readyIds.length })}
          </Button>
          {entries.length > 0 && (
            <Button tone="ghost" onPress={() => setEntries([])}>
              {intl.formatMessage({ id: 'step.clear' })}
            </Button>
          )}
        </div>
      </Card>
    </Stack>
  );
}
