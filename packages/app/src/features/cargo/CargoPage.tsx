import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import { ApiError, type CargoDetail } from '@karvon/sdk';
import { Button, Card, CargoStatusBadge, Heading, Stack, Text, useUiLocale } from '@karvon/ui';
import { formatSum, formatWhen } from '../../format/format.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { ProductsCard } from '../../products/ProductsCard.tsx';
import { parseRecordId } from '../../routing/recordId.ts';
import * as page from '../../layout/page.css.ts';
import { cargoLines, cargoProductColumns, formatVolume } from './cargoProducts.ts';
import { oneCargo } from './queries.ts';

/**
 * One cargo: its route, car and dates, its products and totals. `/cargo/item` names no cargo: it is where a new
 * one is made, so it goes to the form (docs/decisions.md).
 */
export default function CargoPage() {
  const segment = useParams<{ id?: string }>().id;
  const id = parseRecordId(segment);
  const cargo = useQuery({ ...oneCargo(id ?? 0), enabled: id !== null });
  if (segment === undefined) return <Redirect to="/cargo/add" replace />;
  if (id === null || (cargo.error instanceof ApiError && cargo.error.status === 404))
    return <RecordNotFound listHref="/cargo" listName="page.cargo" />;
  if (cargo.isError) return <LoadFailed onRetry={() => void cargo.refetch()} />;
  if (!cargo.data) return <PageSkeleton />;
  return <CargoView cargo={cargo.data} />;
}

function CargoView({ cargo }: { cargo: CargoDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const lines = cargoLines(cargo);
  const facts: [FormatjsIntl.Message['ids'], string][] = [
    ['cargo.sender', cargo.sender_branch.name],
    ['cargo.receiver', cargo.receiver_branch.name],
    ['cargo.car', cargo.car_number ?? '—'],
    ['cargo.driver', cargo.driver?.name ?? '—'],
    ['cargo.createdAt', formatWhen(cargo.created_at, locale)],
    ['cargo.sentAt', formatWhen(cargo.sent_at, locale)],
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
        <div key={label} className={page.fact}>
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
        {cargo.status === 'draft' && (
          <div className={page.actions}>
            <Button tone="secondary" onPress={() => navigate(`/cargo/add/${cargo.id}`)}>
              {intl.formatMessage({ id: 'cargo.edit' })}
            </Button>
          </div>
        )}
      </div>
      <Card title={intl.formatMessage({ id: 'cargo.details' })}>{factList(facts)}</Card>
      <ProductsCard products={lines} columns={cargoProductColumns(intl)} />
      <Card title={intl.formatMessage({ id: 'cargo.totals' })}>{factList(totals)}</Card>
    </Stack>
  );
}
