import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useRecordQuery } from '../../queries/useRecordQuery.ts';
import {
  ApiError,
  approveProduct,
  approveRegister,
  markRegisterPrinted,
  type RegisterDetail,
  type RegisterProduct,
} from '@karvon/sdk';
import {
  ApprovalBadge,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  PrintedCell,
  RegisterKindBadge,
  RegisterTable,
  registerKindLabel,
  Stack,
  Text,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatDay, formatMinutes, formatSum, formatVolume, formatWhen } from '../../format/format.ts';
import { ColumnSettings } from '../../lists/ColumnSettings.tsx';
import { showSuccess } from '../../notify/notify.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { resourceKeys } from '../../queries/keys.ts';
import { parseRecordId } from '../../routing/recordId.ts';
import * as page from '../../layout/page.css.ts';
import { totalsOf } from './totals.ts';
import { registerProductColumns } from './productColumns.tsx';
import { registerItem } from './queries.ts';
import { ScanBatch } from './ScanBatch.tsx';
import * as styles from './registers.css.ts';

// What a user opens on purpose comes when asked for: the add form (image picker, number fields, product search)
// and a product's card in a dialog.
const AddProductForm = lazy(() => import('./AddProductForm.tsx'));
const ProductDialog = lazy(() => import('./ProductDialog.tsx'));
const ReprintDialog = lazy(() => import('./ReprintDialog.tsx'));
// The A4 document, its QR code and the QR library come with the first print.
const RegisterPrintout = lazy(() => import('./RegisterPrintout.tsx'));

/** Shown at first; the others wait in the column settings. */
const defaultHiddenProductColumns = ['volume', 'brand', 'category', 'color', 'added_at'];

/** One register: its header, facts and totals, its products; add a product and approve, while a draft. */
export function RegisterItem({ segment }: { segment: string }) {
  const intl = useIntl();
  const id = parseRecordId(segment);
  const register = useRecordQuery({ ...registerItem(id ?? 0), enabled: id !== null });
  if (id === null || (register.error instanceof ApiError && register.error.status === 404))
    return <RecordNotFound listHref="/reestr" listName="page.reestr" />;
  if (register.isError) return <LoadFailed onRetry={() => void register.refetch()} />;
  if (!register.data) return <PageSkeleton about={intl.formatMessage({ id: 'reg.about' })} />;
  return <RegisterView register={register.data} />;
}

/** The time now, again each minute: how long a draft has waited goes on by itself. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function RegisterView({ register }: { register: RegisterDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<RegisterProduct | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState<string[]>(defaultHiddenProductColumns);
  const hasRepeatDelivery = register.products.some((line) => line.product.is_repeat_delivery);
  const columns = useMemo(
    () => registerProductColumns(intl, locale, hasRepeatDelivery),
    [intl, locale, hasRepeatDelivery],
  );
  const totals = totalsOf(register);
  const isDraft = register.status === 'draft';
  const number = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 3 });
  const outdate = () => queryClient.invalidateQueries({ queryKey: resourceKeys.registers });
  // The register as it was last marked printed, and which print it is: the document drawn for the dialog.
  const [printout, setPrintout] = useState<{ register: RegisterDetail; key: number } | null>(null);
  const [askingReason, setAskingReason] = useState(false);
  const markPrinted = useMutation({
    mutationFn: (reason?: string) =>
      markRegisterPrinted(clients, register.id, reason === undefined ? undefined : { reason }),
    onSuccess: (updated) => {
      queryClient.setQueryData(registerItem(register.id).queryKey, updated);
      showSuccess(intl.formatMessage({ id: 'reg.printedDone' }));
      setPrintout((current) => ({ register: updated, key: (current?.key ?? 0) + 1 }));
    },
    // Refused too: the register may have changed in another tab or by another person; the page shows it as it is.
    onSettled: () => void outdate(),
  });

  const approve = useMutation({
    mutationFn: () => approveRegister(clients, register.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(registerItem(register.id).queryKey, updated);
      showSuccess(intl.formatMessage({ id: 'reg.approved' }));
    },
    onSettled: () => void outdate(),
  });
  // No bulk operation in the contract: one after another; what was approved stays approved if one is refused.
  const approveProducts = useMutation({
    mutationFn: async (productIds: number[]) => {
      for (const productId of productIds) await approveProduct(clients, productId);
      return productIds.length;
    },
    onSuccess: (count) => {
      showSuccess(
        count === 1
          ? intl.formatMessage({ id: 'reg.productApproved' })
          : intl.formatMessage({ id: 'reg.productsApproved' }, { count }),
      );
      setSelected(new Set());
      setOpened(null);
    },
    onSettled: () => void outdate(),
  });
  const selectedDrafts = register.products.filter(
    (line) => selected.has(String(line.id)) && line.product.status === 'draft',
  );
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'reg.field.kind' }), registerKindLabel(register.kind, locale)],
    [intl.formatMessage({ id: 'reg.field.branch' }), register.branch.name],
    [intl.formatMessage({ id: 'reg.field.business_date' }), formatDay(register.business_date)],
    [
      intl.formatMessage({ id: 'reg.field.printed' }),
      intl.formatMessage({ id: register.is_printed ? 'reg.printed.yes' : 'reg.printed.no' }),
    ],
    [
      intl.formatMessage({ id: 'reg.field.created_by' }),
      register.created_by?.name ?? intl.formatMessage({ id: 'reg.nobody' }),
    ],
    [intl.formatMessage({ id: 'reg.field.created_at' }), formatWhen(register.created_at, locale)],
  ];
  const figures: [string, string][] = [
    [intl.formatMessage({ id: 'reg.total.lines' }), number.format(totals.lines)],
    [intl.formatMessage({ id: 'reg.total.quantity' }), number.format(totals.quantity)],
    [
      intl.formatMessage({ id: 'reg.total.sum' }),
      intl.formatMessage({ id: 'reg.sum' }, { sum: formatSum(intl, totals.sum) }),
    ],
    [
      intl.formatMessage({ id: 'reg.total.volume' }),
      intl.formatMessage({ id: 'reg.volume' }, { volume: formatVolume(intl, totals.volume) }),
    ],
    [intl.formatMessage({ id: 'reg.total.drafts' }), number.format(totals.drafts)],
  ];
  const waitedMinutes = (now - Date.parse(register.created_at)) / 60_000;

  return (
    <Stack gap="4">
      <div className={page.summary}>
        <Stack gap="2">
          <Heading level={1}>{intl.formatMessage({ id: 'reg.title' }, { number: register.number })}</Heading>
          <div className={page.actions}>
            <RegisterKindBadge kind={register.kind} size="md" />
            <ApprovalBadge status={register.status} size="md" />
            <PrintedCell
              isPrinted={register.is_printed}
              printedLabel={intl.formatMessage({ id: 'reg.printed.yes' })}
              notPrintedLabel={intl.formatMessage({ id: 'reg.printed.no' })}
            />
            {isDraft && (
              <Text tone="muted">
                {intl.formatMessage({ id: 'reg.waiting' }, { time: formatMinutes(intl, waitedMinutes) })}
              </Text>
            )}
          </div>
        </Stack>
        <div className={page.actions}>
          <Button
            tone="secondary"
            isPending={markPrinted.isPending}
            onPress={() => (register.is_printed ? setAskingReason(true) : markPrinted.mutate(undefined))}
          >
            {intl.formatMessage({ id: register.is_printed ? 'reg.reprint' : 'reg.print' })}
          </Button>
          {isDraft && (
            <Button tone="secondary" onPress={() => setAdding(true)} isDisabled={adding}>
              {intl.formatMessage({ id: 'reg.add' })}
            </Button>
          )}
          {isDraft && (
            <ConfirmDialog
              title={intl.formatMessage({ id: 'reg.approveTitle' }, { number: register.number })}
              confirmLabel={intl.formatMessage({ id: 'reg.approve' })}
              cancelLabel={intl.formatMessage({ id: 'app.cancel' })}
              isPending={approve.isPending}
              onConfirm={() => approve.mutate()}
              trigger={<Button tone="primary">{intl.formatMessage({ id: 'reg.approve' })}</Button>}
            >
              <Stack gap="2">
                <Text>{intl.formatMessage({ id: 'reg.approveText' })}</Text>
                {totals.drafts > 0 && (
                  <Text tone="muted">
                    {intl.formatMessage({ id: 'reg.approveDrafts' }, { count: totals.drafts })}
                  </Text>
                )}
              </Stack>
            </ConfirmDialog>
          )}
        </div>
      </div>
      <Text tone="muted">{intl.formatMessage({ id: 'reg.about' })}</Text>
      <Card title={intl.formatMessage({ id: 'reg.details' })}>
        <dl className={page.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={page.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={intl.formatMessage({ id: 'reg.totals' })}>
        <dl className={styles.totals}>
          {figures.map(([label, value]) => (
            <div key={label} className={styles.total}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.figure}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <PrintHistory register={register} />
      {isDraft && <ScanBatch key={register.id} register={register} />}
      {adding && isDraft && (
        <Suspense fallback={<PageSkeleton />}>
          <AddProductForm register={register} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <section className={styles.productsSection} aria-labelledby="register-products">
        <div className={page.summary}>
          <Heading level={2} id="register-products">
            {intl.formatMessage({ id: 'reg.products' })}
          </Heading>
          <div className={page.actions}>
            {totals.drafts > 0 && (
              <Button
                tone="secondary"
                isDisabled={selectedDrafts.length === 0}
                isPending={approveProducts.isPending}
                onPress={() => approveProducts.mutate(selectedDrafts.map((line) => line.product.id))}
              >
                {intl.formatMessage({ id: 'reg.approveSelected' }, { count: selectedDrafts.length })}
              </Button>
            )}
            <ColumnSettings columns={columns} hidden={hidden} onChange={setHidden} />
          </div>
        </div>
        <Card padding="none">
          <RegisterTable<RegisterProduct>
            label={intl.formatMessage({ id: 'reg.products' })}
            columns={columns}
            rows={register.products}
            getRowId={(line) => String(line.id)}
            isSelectable={totals.drafts > 0}
            selectedRowIds={selected}
            onSelectedRowIdsChange={setSelected}
            selectAllLabel={intl.formatMessage({ id: 'product.selectAll' })}
            rowSelectLabel={(line) =>
              intl.formatMessage({ id: 'product.select' }, { name: line.product.name })
            }
            hiddenColumnIds={hidden}
            loadingText={intl.formatMessage({ id: 'app.loading' })}
            emptyText={intl.formatMessage({ id: 'list.noData' })}
            onRowAction={setOpened}
          />
        </Card>
      </section>
      {askingReason && (
        <Suspense fallback={null}>
          <ReprintDialog
            number={register.number}
            printCount={register.prints.length}
            onReprint={(reason) => markPrinted.mutateAsync(reason)}
            onClose={() => setAskingReason(false)}
          />
        </Suspense>
      )}
      {printout && (
        <Suspense fallback={null}>
          <RegisterPrintout register={printout.register} printKey={printout.key} />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ProductDialog
            line={register.products.find((line) => line.id === opened.id) ?? opened}
            onClose={() => setOpened(null)}
            onApprove={(productId) => approveProducts.mutate([productId])}
            isApproving={approveProducts.isPending}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Every print of the register, oldest first: when, who, and for a reprint its reason. */
function PrintHistory({ register }: { register: RegisterDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  return (
    <Card title={intl.formatMessage({ id: 'reg.prints' })}>
      {register.prints.length === 0 ? (
        <Text tone="muted">{intl.formatMessage({ id: 'reg.prints.none' })}</Text>
      ) : (
        <ol className={styles.prints}>
          {register.prints.map((print, index) => (
            <li key={print.printed_at + index}>
              <Text weight="medium">
                {formatWhen(print.printed_at, locale)} ·{' '}
                {print.printed_by?.name ?? intl.formatMessage({ id: 'reg.nobody' })}
              </Text>{' '}
              <Text tone="muted">
                {print.reason
                  ? intl.formatMessage({ id: 'reg.prints.reason' }, { reason: print.reason })
                  : intl.formatMessage({ id: 'reg.prints.first' })}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
