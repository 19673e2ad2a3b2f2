import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { addCargoProducts, ApiError, checkCargoCodes, type CargoDetail, type CodeCheck } from '@karvon/sdk';
import { Button, Card, ScanInput, Stack, Text, type ScanEntry } from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { oneCargo } from './queries.ts';
import * as styles from './cargo.css.ts';

/** A scanned code as checked: the entry shown, and the product it would add. */
interface Scanned extends ScanEntry {
  productId?: number;
}

/** The contract's limit of codes in one check and of lines in one batch. */
const maxCodes = 500;

const entryOf = (entry: Scanned, check: CodeCheck): Scanned => ({
  ...entry,
  result: check.result,
  title: check.product?.name ?? null,
  reason: check.message,
  productId: check.product?.id,
});

/**
 * Scan to batch, on a draft cargo: codes typed (a scanner's code and Enter) or pasted many at once, each checked in
 * place by the server (found, already there, unknown, not allowed, with the reason); nothing is added until the user
 * confirms, and then all of the found ones at once or, if the server refuses any, none.
 */
export function CargoScan({ cargo }: { cargo: CargoDetail }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Scanned[]>([]);
  const serial = useRef(0);
  const latest = useRef(0);

  /** Checks the whole batch, in order, so that a code scanned twice is `already` the second time. */
  const check = async (batch: Scanned[]) => {
    setEntries(batch);
    const request = ++latest.current;
    if (batch.length === 0) return;
    try {
      const checks = await checkCargoCodes(clients, cargo.id, { codes: batch.map((entry) => entry.code) });
      // A newer scan or removal has asked again: its answer is the one to show.
      if (request !== latest.current) return;
      setEntries(batch.map((entry, index) => (checks[index] ? entryOf(entry, checks[index]) : entry)));
    } catch {
      // The SDK has shown why; the codes stay, marked, and are checked again with the next scan.
      const notChecked = intl.formatMessage({ id: 'cargo.scanNotChecked' });
      if (request === latest.current)
        setEntries(
          batch.map((entry) =>
            entry.result === 'checking' ? { ...entry, result: 'unknown', reason: notChecked } : entry,
          ),
        );
    }
  };

  const scan = (codes: string[]) => {
    const room = maxCodes - entries.length;
    const added = codes
      .slice(0, Math.max(0, room))
      .map((code): Scanned => ({ key: `${++serial.current}`, code, result: 'checking' }));
    void check([...entries, ...added]);
  };

  const ready = entries.filter((entry) => entry.result === 'found' && entry.productId !== undefined);
  const checking = entries.some((entry) => entry.result === 'checking');
  const add = useMutation({
    mutationFn: () =>
      addCargoProducts(clients, cargo.id, {
        items: ready.map((entry) => ({ product_id: entry.productId!, quantity: 1 })),
      }),
    onSuccess: (fresh) => {
      queryClient.setQueryData(oneCargo(cargo.id).queryKey, fresh);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.cargo });
      showSuccess(intl.formatMessage({ id: 'cargo.scanAdded' }, { count: ready.length }));
      setEntries([]);
    },
    // Nothing was added. The lines the server names (`items[2].product_id`) show its reason in place.
    onError: (error) => {
      // The cargo may have changed meanwhile (sent elsewhere): the page asks for it again.
      void queryClient.invalidateQueries({ queryKey: resourceKeys.cargo });
      if (!(error instanceof ApiError)) return;
      const refused = new Map<number, string>();
      for (const item of error.errors) {
        const index = /^items\[(\d+)\]/.exec(item.field ?? '')?.[1];
        if (index !== undefined) refused.set(Number(index), item.message);
      }
      setEntries((current) =>
        current.map((entry) => {
          const reason = refused.get(ready.indexOf(entry));
          return reason === undefined ? entry : { ...entry, result: 'not_allowed', reason };
        }),
      );
    },
  });

  const blocked = entries.filter((entry) => entry.result !== 'found' && entry.result !== 'checking').length;
  return (
    <Card title={intl.formatMessage({ id: 'cargo.scanTitle' })}>
      <Stack gap="4">
        <ScanInput
          label={intl.formatMessage({ id: 'cargo.scanCodes' })}
          description={intl.formatMessage({ id: 'cargo.scanHint' })}
          tableLabel={intl.formatMessage({ id: 'cargo.scanTable' })}
          entries={entries}
          onCodes={scan}
          onRemove={(key) => void check(entries.filter((entry) => entry.key !== key))}
          isDisabled={add.isPending}
        />
        {entries.length > 0 && (
          <div className={styles.submitRow}>
            <Button
              tone="primary"
              isDisabled={ready.length === 0 || checking}
              isPending={add.isPending}
              onPress={() => add.mutate()}
            >
              {intl.formatMessage({ id: 'cargo.scanAdd' }, { count: ready.length })}
            </Button>
            <Button tone="ghost" isDisabled={add.isPending} onPress={() => void check([])}>
              {intl.formatMessage({ id: 'cargo.scanClear' })}
            </Button>
            <Text tone="muted" aria-live="polite">
              {checking
                ? ''
                : intl.formatMessage({ id: 'cargo.scanSummary' }, { ready: ready.length, blocked })}
            </Text>
          </div>
        )}
      </Stack>
    </Card>
  );
}
