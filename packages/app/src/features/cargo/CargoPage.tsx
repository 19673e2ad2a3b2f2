import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useRecordQuery } from '../../queries/useRecordQuery.ts';
import { Redirect, useLocation, useParams } from 'wouter';
import { ApiError, receiveCargo, sendCargo, type CargoDetail } from '@karvon/sdk';
import { Button, Card, CargoStatusBadge, Heading, Stack, Text, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatSum, formatVolume, formatWhen } from '../../format/format.ts';
import { showSuccess } from '../../notify/notify.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { ProductsCard } from '../../products/ProductsCard.tsx';
import { resourceKeys } from '../../queries/keys.ts';
import { parseRecordId } from '../../routing/recordId.ts';
import * as page from '../../layout/page.css.ts';
import { cargoLines, cargoProductColumns } from './cargoProducts.ts';
import { CargoScan } from './CargoScan.tsx';
import { useCargoScope } from './cargoScope.ts';
import { oneCargo } from './queries.ts';

// React Aria's dialog arrives when the user asks to send or receive, not with the page.
const ConfirmDialog = lazy(() => import('./cargoDialogs.ts').then((m) => ({ default: m.ConfirmDialog })));

/**
 * One cargo: its route, car and dates, its products and totals. `/cargo/item` names no cargo: it is where a new
 * one is made, so it goes to the form (docs/decisions.md).
 */
export default function CargoPage() {
  const intl = useIntl();
  const segment = useParams<{ id?: string }>().id;
  const id = parseRecordId(segment);
  const cargo = useRecordQuery({ ...oneCargo(id ?? 0), enabled: id !== null });
  if (segment === undefined) return <Redirect to="/cargo/add" replace />;
  if (id === null || (cargo.error instanceof ApiError && cargo.error.status === 404))
    return <RecordNotFound listHref="/cargo" listName="page.cargo" />;
  if (cargo.isError) return <LoadFailed onRetry={() => void cargo.refetch()} />;
  if (!cargo.data) return <PageSkeleton about={intl.formatMessage({ id: 'cargo.about' })} />;
  return <CargoView cargo={cargo.data} />;
}

function CargoView({ cargo }: { cargo: CargoDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const scope = useCargoScope();
  const lines = cargoLines(cargo);
  const facts: [FormatjsIntl.Message['ids'], string][] = [
    ['cargo.sender', cargo.sender_branch.name],
    ['cargo.receiver', cargo.receiver_branch.name],
    ['cargo.car', cargo.car_number ?? '—'],
    ['cargo.driver', cargo.driver?.name ?? '—'],
    ['cargo.createdAt', formatWhen(cargo.created_at, locale)],
    ['cargo.sentAt', formatWhen(cargo.sent_at, locale)],
    ['cargo.receivedAt', formatWhen(cargo.received_at, locale)],
    ['cargo.comment', cargo.comment || '—'],
  ];
  const totals: [FormatjsIntl.Message['ids'], string][] = [
    ['cargo.productsCount', intl.formatNumber(cargo.products_count)],
    ['cargo.quantity', intl.formatNumber(lines.reduce((sum, line) => sum + line.quantity, 0))],
    ['cargo.volume', formatVolume(intl, cargo.total_volume_m3)],
    ['cargo.amount', formatSum(intl, cargo.total_amount)],
  ];
  const factList = (items: typeof facts) => (
    <dl className={page.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={label === 'cargo.comment' ? `${page.fact} ${page.factWide}` : page.fact}>
          <dt>{intl.formatMessage({ id: label })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <Stack gap="4">
      <div className={page.summary}>
        <Stack gap="2">
          <Heading level={1}>{intl.formatMessage({ id: 'cargo.title' }, { number: cargo.number })}</Heading>
          <div className={page.actions}>
            <CargoStatusBadge status={cargo.status} size="md" />
            <Text weight="medium">
              {intl.formatMessage(
                { id: 'cargo.route' },
                { sender: cargo.sender_branch.name, receiver: cargo.receiver_branch.name },
              )}
            </Text>
          </div>
        </Stack>
        <div className={page.actions}>
          {scope.canEdit(cargo) && (
            <Button tone="secondary" onPress={() => navigate(`/cargo/add/${cargo.id}`)}>
              {intl.formatMessage({ id: 'cargo.edit' })}
            </Button>
          )}
          {scope.canSend(cargo) && <MoveCargo cargo={cargo} move="send" />}
          {scope.canReceive(cargo) && <MoveCargo cargo={cargo} move="receive" />}
        </div>
      </div>
      <Text tone="muted">{intl.formatMessage({ id: 'cargo.about' })}</Text>
      <Card title={intl.formatMessage({ id: 'cargo.details' })}>{factList(facts)}</Card>
      {scope.canEdit(cargo) && <CargoScan cargo={cargo} />}
      <ProductsCard products={lines} columns={cargoProductColumns(intl)} />
      <Card title={intl.formatMessage({ id: 'cargo.totals' })}>{factList(totals)}</Card>
    </Stack>
  );
}

const moves = {
  send: {
    call: sendCargo,
    label: 'cargo.send',
    title: 'cargo.sendTitle',
    text: 'cargo.sendText',
    done: 'cargo.sentDone',
  },
  receive: {
    call: receiveCargo,
    label: 'cargo.receive',
    title: 'cargo.receiveTitle',
    text: 'cargo.receiveText',
    done: 'cargo.receivedDone',
  },
} as const;

/** Send a draft (draft → sent) or receive a sent cargo (sent → received), asked first; the page then shows it. */
function MoveCargo({ cargo, move }: { cargo: CargoDetail; move: keyof typeof moves }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const words = moves[move];
  const mutation = useMutation({
    mutationFn: () => words.call(clients, cargo.id),
    onSuccess: (fresh) => {
      queryClient.setQueryData(oneCargo(cargo.id).queryKey, fresh);
      showSuccess(intl.formatMessage({ id: words.done }, { number: fresh.number }));
    },
    // The SDK has shown the server's sentence; the page asks again for what the cargo is now.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: resourceKeys.cargo }),
  });
  const names = {
    number: cargo.number,
    sender: cargo.sender_branch.name,
    receiver: cargo.receiver_branch.name,
  };
  return (
    <>
      <Button tone="primary" isPending={mutation.isPending} onPress={() => setOpen(true)}>
        {intl.formatMessage({ id: words.label })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            onOpenChange={setOpen}
            title={intl.formatMessage({ id: words.title }, names)}
            confirmLabel={intl.formatMessage({ id: words.label })}
            cancelLabel={intl.formatMessage({ id: 'app.cancel' })}
            onConfirm={() => mutation.mutate()}
          >
            {intl.formatMessage({ id: words.text }, names)}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
