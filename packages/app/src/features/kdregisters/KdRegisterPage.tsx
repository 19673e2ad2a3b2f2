import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useRecordQuery } from '../../queries/useRecordQuery.ts';
import { Redirect, useParams } from 'wouter';
import { ApiError, type Application, type KdRegisterDetail } from '@karvon/sdk';
import { Card, Heading, RegisterTable, Stack, StatusBadge, Text, statusLabel, useUiLocale } from '@karvon/ui';
import { formatDay, formatSum, formatWhen } from '../../format/format.ts';
import type { ListColumn } from '../../lists/columns.ts';
import { tableText } from '../../lists/tableText.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { parseRecordId } from '../../routing/recordId.ts';
import { useCanOpenRoute } from '../../routing/useCanOpenRoute.ts';
import * as page from '../../layout/page.css.ts';
import { kdRegister } from './queries.ts';

/**
 * One KD register (`/kdreestr/item/:id`): its driver, car, branch and day, its applications and their totals. The
 * contract creates no KD register, so `/kdreestr/item` without an id goes to the list (docs/decisions.md).
 */
export default function KdRegisterPage() {
  const intl = useIntl();
  const segment = useParams<{ id?: string }>().id;
  const id = parseRecordId(segment);
  const register = useRecordQuery({ ...kdRegister(id ?? 0), enabled: id !== null });
  if (segment === undefined) return <Redirect to="/kdreestr" replace />;
  if (id === null || (register.error instanceof ApiError && register.error.status === 404))
    return <RecordNotFound listHref="/kdreestr" listName="page.kdreestr" />;
  if (register.isError) return <LoadFailed onRetry={() => void register.refetch()} />;
  if (!register.data) return <PageSkeleton about={intl.formatMessage({ id: 'kd.about' })} />;
  return <KdRegisterView register={register.data} />;
}

function KdRegisterView({ register }: { register: KdRegisterDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  // A row opens its application for those who may open one; for the rest the rows are to read.
  const canOpenApplications = useCanOpenRoute('del_application');
  const columns = useMemo<ListColumn<Application>[]>(
    () => [
      {
        id: 'order_id',
        isKey: true,
        header: intl.formatMessage({ id: 'col.order_id' }),
        value: (row) => row.order_id,
        width: 170,
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'col.status' }),
        value: (row) => statusLabel(row.status, locale),
        cell: (row) => <StatusBadge status={row.status} size="sm" />,
        width: 150,
      },
      {
        id: 'step',
        header: intl.formatMessage({ id: 'col.step' }),
        value: (row) => intl.formatMessage({ id: `step.${row.step}` }),
        width: 130,
      },
      {
        id: 'counteragent',
        header: intl.formatMessage({ id: 'col.counteragent' }),
        value: (row) => row.counteragent,
        width: 190,
      },
      {
        id: 'delivery_deadline',
        header: intl.formatMessage({ id: 'col.delivery_deadline' }),
        value: (row) => formatWhen(row.delivery_deadline, locale),
        width: 150,
      },
      {
        id: 'total_amount',
        header: intl.formatMessage({ id: 'col.total_amount' }),
        value: (row) => formatSum(intl, row.total_amount),
        width: 130,
        align: 'end',
      },
    ],
    [intl, locale],
  );
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'kd.col.business_date' }), formatDay(register.business_date)],
    [intl.formatMessage({ id: 'col.driver' }), register.driver?.name ?? '—'],
    [intl.formatMessage({ id: 'col.car_number' }), register.car_number ?? '—'],
    [intl.formatMessage({ id: 'col.branch' }), register.branch.name],
    [
      intl.formatMessage({ id: 'kd.col.state' }),
      intl.formatMessage({ id: register.is_closed ? 'kd.closed' : 'kd.open' }),
    ],
    [
      intl.formatMessage({ id: 'kd.col.delivered_count' }),
      intl.formatMessage(
        { id: 'kd.deliveredOf' },
        { delivered: register.delivered_count, count: register.applications_count },
      ),
    ],
    [intl.formatMessage({ id: 'col.total_amount' }), formatSum(intl, register.total_amount)],
  ];
  return (
    <Stack gap="4">
      <Heading level={1}>
        {intl.formatMessage(
          { id: 'kd.title' },
          { number: <span className={page.keepWhole}>{register.number}</span> },
        )}
      </Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'kd.about' })}</Text>
      <Card title={intl.formatMessage({ id: 'app.details' })}>
        <dl className={page.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={page.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={intl.formatMessage({ id: 'kd.applications' })} padding="none">
        <RegisterTable<Application>
          label={intl.formatMessage({ id: 'kd.applications' })}
          columns={columns}
          rows={register.applications}
          getRowId={(row) => String(row.id)}
          isSelectable={false}
          rowSelectLabel={(row) => row.order_id}
          {...tableText(intl, false)}
          rowHref={canOpenApplications ? (row) => `/del_application/${row.id}` : undefined}
        />
      </Card>
      <Text weight="medium">
        {intl.formatMessage(
          { id: 'kd.totals' },
          {
            count: register.applications_count,
            delivered: register.delivered_count,
            sum: formatSum(intl, register.total_amount),
          },
        )}
      </Text>
    </Stack>
  );
}
