import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  addRegisterProducts,
  ApiError,
  checkRegisterCodes,
  type CodeCheck,
  type RegisterDetail,
} from '@karvon/sdk';
import { Button, Card, ScanInput, Stack, Text, type ScanEntry } from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess, showWarning } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import * as page from '../../layout/page.css.ts';
import { registerItem } from './queries.ts';

/** What the contract checks in one request. */
const maxCodes = 500;

interface Entry extends ScanEntry {
  productId?: number;
}

const fromCheck = (entry: Entry, check: CodeCheck | undefined): Entry =>
  check === undefined
    ? entry
    : {
        ...entry,
        result: check.result,
        title: check.product?.name ?? null,
        reason: check.message,
        productId: check.product?.id,
      };

let keySeed = 0;

/**
 * Scan to batch: codes scanned (a code and Enter) or pasted are checked against the register as a whole list, each
 * in its row (found, already there, unknown, not allowed, with the server's reason); nothing is added until the
 * user confirms, and then all the found ones are added at once or none (a refusal names the lines, the register
 * is left as it was).
 */
export function ScanBatch({ register }: { register: RegisterDetail }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  // Only the answer for the latest list is applied (a scanner may send the next code before the check returns).
  const latest = useRef(0);

  const check = async (next: Entry[]) => {
    const request = ++latest.current;
    setEntries(next);
    if (next.length === 0) return;
    try {
      const results = await checkRegisterCodes(clients, register.id, {
        codes: next.map((entry) => entry.code),
      });
      if (request === latest.current)
        setEntries(next.map((entry, index) => fromCheck(entry, results[index])));
    } catch {
      // The SDK has said why; the codes stay, to be checked with the next one.
    }
  };
  const addCodes = (codes: string[]) => {
    const room = maxCodes - entries.length;
    if (codes.length > room) showWarning(intl.formatMessage({ id: 'reg.scan.tooMany' }, { max: maxCodes }));
    const added = codes
      .slice(0, Math.max(0, room))
      .map((code): Entry => ({ key: `${code}#${keySeed++}`, code, result: 'checking' }));
    if (added.length > 0) void check([...entries, ...added]);
  };
  const found = entries.filter((entry) => entry.result === 'found' && entry.productId !== undefined);
  const rejected = entries.filter((entry) => entry.result !== 'found' && entry.result !== 'checking').length;

  const confirm = useMutation({
    mutationFn: () =>
      addRegisterProducts(clients, register.id, {
        items: found.map((entry) => ({ product_id: entry.productId!, quantity: 1 })),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(registerItem(register.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.registers });
      showSuccess(intl.formatMessage({ id: 'reg.scan.added' }, { count: found.length }));
      latest.current += 1;
      setEntries([]);
    },
    // Nothing was added: each refused line shows why (`items[i].product_id`), the rest stay ready.
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: registerItem(register.id).queryKey });
      if (!(error instanceof ApiError)) return;
      const refused = new Map<string, string>();
      for (const item of error.errors) {
        const index = /^items\[(\d+)\]/.exec(item.field ?? '')?.[1];
        const entry = index === undefined ? undefined : found[Number(index)];
        if (entry) refused.set(entry.key, item.message);
      }
      setEntries((current) =>
        current.map((entry) =>
          refused.has(entry.key)
            ? { ...entry, result: 'not_allowed', reason: refused.get(entry.key) }
            : entry,
        ),
      );
    },
  });

  return (
    <Card title={intl.formatMessage({ id: 'reg.scan.title' })}>
      <Stack gap="3">
        <ScanInput
          label={intl.formatMessage({ id: 'reg.scan.codes' })}
          description={intl.formatMessage({ id: 'reg.scan.hint' })}
          tableLabel={intl.formatMessage({ id: 'reg.scan.table' })}
          entries={entries}
          onCodes={addCodes}
          onRemove={(key) => void check(entries.filter((entry) => entry.key !== key))}
        />
        {entries.length > 0 && (
          <div className={page.summary}>
            <Text aria-live="polite">
              {intl.formatMessage({ id: 'reg.scan.summary' }, { found: found.length, rejected })}
            </Text>
            <div className={page.actions}>
              <Button
                tone="primary"
                isDisabled={found.length === 0 || entries.some((entry) => entry.result === 'checking')}
                isPending={confirm.isPending}
                onPress={() => confirm.mutate()}
              >
                {intl.formatMessage({ id: 'reg.scan.confirm' }, { count: found.length })}
              </Button>
              <Button
                tone="ghost"
                onPress={() => {
                  latest.current += 1;
                  setEntries([]);
                }}
              >
                {intl.formatMessage({ id: 'reg.scan.clear' })}
              </Button>
            </div>
          </div>
        )}
      </Stack>
    </Card>
  );
}
