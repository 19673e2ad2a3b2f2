import { useIntl } from 'react-intl';
import { useRecordQuery } from '../../queries/useRecordQuery.ts';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError, getFrozenApplication } from '@karvon/sdk';
import { Card, Heading, Stack, StatusBadge, Text, useUiLocale, textLink } from '@karvon/ui';
import { clients } from '../../api.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { parseRecordId } from '../../routing/recordId.ts';
import { useCanOpenRoute } from '../../routing/useCanOpenRoute.ts';
import { formatSum, formatWhen } from '../../format/format.ts';
import { ProductsCard } from '../../products/ProductsCard.tsx';
import * as page from '../../layout/page.css.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { FrozenActions } from './frozenActions.tsx';

/** One frozen application: why and since when, its products, and the three ways out. */
export default function FrozenApplicationPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const canOpenApplications = useCanOpenRoute('del_application');
  const id = parseRecordId(useParams<{ id: string }>().id);
  const frozen = useRecordQuery({
    queryKey: [...resourceKeys.frozen, 'one', id],
    queryFn: ({ signal }) => getFrozenApplication(clients, id!, { signal }),
    enabled: id !== null,
  });
  if (id === null || (frozen.error instanceof ApiError && frozen.error.status === 404))
    return <RecordNotFound listHref="/freeze_application" listName="page.freeze_application" />;
  if (frozen.isError) return <LoadFailed onRetry={() => void frozen.refetch()} />;
  if (!frozen.data) return <PageSkeleton about={intl.formatMessage({ id: 'frozen.about' })} />;
  const application = frozen.data;
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'field.counteragent' }), application.counteragent],
    [intl.formatMessage({ id: 'col.branch' }), application.branch.name],
    [intl.formatMessage({ id: 'col.frozen_at' }), formatWhen(application.frozen_at, locale)],
    [intl.formatMessage({ id: 'col.frozen_by' }), application.frozen_by?.name ?? '—'],
    [intl.formatMessage({ id: 'col.reason' }), application.reason ?? '—'],
    [intl.formatMessage({ id: 'field.total_amount' }), formatSum(intl, application.total_amount)],
  ];
  return (
    <Stack gap="4">
      <div className={page.summary}>
        <Stack gap="2">
          <Heading level={1}>
            {intl.formatMessage(
              { id: 'frozen.title' },
              { order: <span className={page.keepWhole}>{application.order_id}</span> },
            )}
          </Heading>
          <div className={page.actions}>
            <StatusBadge status={application.status} />
            <Text weight="medium">{intl.formatMessage({ id: `step.${application.step}` })}</Text>
            {canOpenApplications && (
              <Link className={textLink} href={`/del_application/${application.id}`}>
                {intl.formatMessage({ id: 'frozen.open' })}
              </Link>
            )}
          </div>
        </Stack>
        <FrozenActions ids={[application.id]} single onDone={() => navigate('/freeze_application')} />
      </div>
      <Text tone="muted">{intl.formatMessage({ id: 'frozen.about' })}</Text>
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
      <ProductsCard products={application.products} />
    </Stack>
  );
}
