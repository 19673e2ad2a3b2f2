import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { createRegister, type Register } from '@karvon/sdk';
import { Button, Card, Combobox, DatePicker, Stack, Text } from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { session } from '../../session/store.ts';
import { useRegisterScope } from './access.ts';
import { tashkentToday } from '../../format/businessDay.ts';
import { formatDay } from '../../format/format.ts';
import { endOfDayRegister } from './queries.ts';
import * as styles from './registers.css.ts';

type Lookup = { day: string; branchId: number; register: Register | null } | null;

/**
 * The end-of-day register is one per branch and business day (Asia/Tashkent): pick the day (today at first) and
 * its register opens; when the branch has none for that day, the way to create it is offered instead.
 */
export default function EndOfDayOpener() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { branches, branchId: workingBranchId } = useSnapshot(session);
  const { ownOnly, ownBranchId } = useRegisterScope();
  const [day, setDay] = useState<string | null>(() => tashkentToday());
  const [branchId, setBranchId] = useState<number | null>(
    ownOnly ? ownBranchId : (workingBranchId ?? ownBranchId),
  );
  const [lookup, setLookup] = useState<Lookup>(null);
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? `#${id}`;

  const open = useMutation({
    mutationFn: ({ day, branchId }: { day: string; branchId: number }) =>
      queryClient.fetchQuery(endOfDayRegister(branchId, day)),
    onSuccess: (register, { day, branchId }) => {
      if (register) navigate(`/reestr/item/${register.id}`);
      else setLookup({ day, branchId, register });
    },
  });
  const create = useMutation({
    mutationFn: ({ day, branchId }: { day: string; branchId: number }) =>
      createRegister(clients, { kind: 'end_of_day', branch_id: branchId, business_date: day, products: [] }),
    onSuccess: (register) => {
      showSuccess(intl.formatMessage({ id: 'reg.created' }));
      void queryClient.invalidateQueries({ queryKey: resourceKeys.registers });
      navigate(`/reestr/item/${register.id}`);
    },
  });
  const choose = (changes: { day?: string | null; branchId?: number | null }) => {
    if (changes.day !== undefined) setDay(changes.day);
    if (changes.branchId !== undefined) setBranchId(changes.branchId);
    setLookup(null);
  };
  const ready = day !== null && branchId !== null;

  return (
    <Card title={intl.formatMessage({ id: 'reg.day.title' })} titleLevel={2}>
      <Stack gap="3">
        <Text tone="muted">{intl.formatMessage({ id: 'reg.day.intro' })}</Text>
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !open.isPending) open.mutate({ day, branchId });
          }}
        >
          <div className={styles.rowField}>
            <DatePicker
              label={intl.formatMessage({ id: 'reg.day.day' })}
              isRequired
              value={day}
              onValueChange={(next) => choose({ day: next })}
            />
          </div>
          <Button tone="ghost" onPress={() => choose({ day: tashkentToday() })}>
            {intl.formatMessage({ id: 'reg.day.today' })}
          </Button>
          {!ownOnly && (
            <div className={styles.rowField}>
              <Combobox
                label={intl.formatMessage({ id: 'filter.branch' })}
                isRequired
                placeholder={intl.formatMessage({ id: 'reg.day.pickBranch' })}
                options={branches.map((branch) => ({ id: String(branch.id), label: branch.name }))}
                value={branchId === null ? null : String(branchId)}
                onValueChange={(id) => choose({ branchId: id === null ? null : Number(id) })}
              />
            </div>
          )}
          <Button type="submit" tone="primary" isDisabled={!ready} isPending={open.isPending}>
            {intl.formatMessage({ id: 'reg.day.open' })}
          </Button>
        </form>
        {lookup && lookup.register === null && (
          <div className={styles.row} role="status">
            <Text>
              {intl.formatMessage(
                { id: 'reg.day.none' },
                { branch: branchName(lookup.branchId), day: formatDay(lookup.day) },
              )}
            </Text>
            <Button
              tone="secondary"
              isPending={create.isPending}
              onPress={() => create.mutate({ day: lookup.day, branchId: lookup.branchId })}
            >
              {intl.formatMessage({ id: 'reg.day.create' }, { day: formatDay(lookup.day) })}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
