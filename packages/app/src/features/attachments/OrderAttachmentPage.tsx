import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createOrderAttachment, listCars, listOrderAttachments, type OrderAttachment } from '@karvon/sdk';
import {
  Button,
  Card,
  Combobox,
  Heading,
  Pagination,
  RegisterTable,
  Select,
  Stack,
  TextField,
  useUiLocale,
  type RegisterColumn,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { showSuccess } from '../../notify/notify.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { applicationsQueryKey } from '../applications/ApplicationsPage.tsx';
import { formatWhen } from '../applications/format.ts';
import { parseCodes } from '../applications/stepBatch.ts';
import * as styles from '../applications/ApplicationsPage.css.ts';

const attachmentsKey = 'order-attachments';

/** Order attachment (SPEC §2): applications given to a car and its driver, and the history of it. */
export default function OrderAttachmentPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [attachmentsKey, page],
    queryFn: ({ signal }) => listOrderAttachments(clients, { page, per_page: 50 }, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<RegisterColumn<OrderAttachment>[]>(
    () => [
      { id: 'id', header: 'ID', value: (row) => row.id, width: 80, align: 'end' },
      {
        id: 'car',
        header: intl.formatMessage({ id: 'col.car' }),
        value: (row) => row.car.government_number,
        width: 140,
      },
      {
        id: 'driver',
        header: intl.formatMessage({ id: 'col.driver' }),
        value: (row) => row.driver.name,
        width: 200,
      },
      {
        id: 'applications',
        header: intl.formatMessage({ id: 'col.applications' }),
        value: (row) => row.application_ids.join(', '),
        width: 260,
      },
      {
        id: 'created_at',
        header: intl.formatMessage({ id: 'col.created_at' }),
        value: (row) => formatWhen(row.created_at, locale),
        width: 160,
      },
      {
        id: 'created_by',
        header: intl.formatMessage({ id: 'col.created_by' }),
        value: (row) => row.created_by?.name ?? '—',
        width: 180,
      },
    ],
    [intl, locale],
  );
  return (
    <Stack gap="4">
      <Heading level={1}>{intl.formatMessage({ id: 'page.order_attachment' })}</Heading>
      <AttachForm />
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <Card padding="none">
          <RegisterTable<OrderAttachment>
            label={intl.formatMessage({ id: 'attach.table' })}
            columns={columns}
            rows={list.data?.data ?? []}
            getRowId={(row) => String(row.id)}
            isSelectable={false}
            selectAllLabel={intl.formatMessage({ id: 'apps.selectAll' })}
            rowSelectLabel={(row) => String(row.id)}
            isLoading={list.isPending}
            loadingText={intl.formatMessage({ id: 'app.loading' })}
            emptyText={intl.formatMessage({ id: 'list.noData' })}
            height={420}
          />
        </Card>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination
          page={page}
          pageCount={list.data.meta.last_page}
          onPageChange={setPage}
          totalItems={list.data.meta.total}
        />
      )}
    </Stack>
  );
}

function AttachForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [carId, setCarId] = useState<string | null>(null);
  const [driverId, setDriverId] = useState<string | null>(null);
  const [codes, setCodes] = useState('');
  const cars = useQuery({
    queryKey: ['cars', 'for-attachment'],
    queryFn: ({ signal }) => listCars(clients, { per_page: 500 }, { signal }),
  });
  const car = cars.data?.data.find((candidate) => String(candidate.id) === carId);
  const ids = parseCodes(codes)
    .filter((code) => /^\d{1,9}$/.test(code))
    .map(Number);
  const attach = useMutation({
    mutationFn: () =>
      createOrderAttachment(clients, {
        car_id: Number(carId),
        driver_id: Number(driverId),
        application_ids: ids,
      }),
    onSuccess: () => {
      showSuccess(intl.formatMessage({ id: 'attach.done' }));
      setCodes('');
      void queryClient.invalidateQueries({ queryKey: [attachmentsKey] });
      void queryClient.invalidateQueries({ queryKey: [applicationsQueryKey] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (carId && driverId && ids.length > 0 && !attach.isPending) attach.mutate();
  };
  return (
    <Card title={intl.formatMessage({ id: 'attach.new' })}>
      <form onSubmit={submit} className={styles.toolbar}>
        <div className={styles.filter}>
          <Combobox
            label={intl.formatMessage({ id: 'attach.car' })}
            isRequired
            // Only an active car with people attached to it can take applications (the driver is one of them).
            options={(cars.data?.data ?? [])
              .filter((candidate) => candidate.status === 'active' && candidate.users.length > 0)
              .map((candidate) => ({
                id: String(candidate.id),
                label: candidate.government_number,
                description: candidate.model,
              }))}
            value={carId}
            onValueChange={(id) => {
              setCarId(id);
              setDriverId(null);
            }}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label={intl.formatMessage({ id: 'attach.driver' })}
            description={intl.formatMessage({ id: 'attach.driverHint' })}
            isRequired
            isDisabled={!car}
            options={(car?.users ?? []).map((user) => ({ id: String(user.id), label: user.name }))}
            value={driverId}
            onValueChange={setDriverId}
          />
        </div>
        <div className={styles.grow}>
          <TextField
            label={intl.formatMessage({ id: 'attach.ids' })}
            description={intl.formatMessage({ id: 'attach.count' }, { count: ids.length })}
            isRequired
            value={codes}
            onValueChange={setCodes}
          />
        </div>
        <Button
          type="submit"
          tone="primary"
          isDisabled={!carId || !driverId || ids.length === 0}
          isPending={attach.isPending}
        >
          {intl.formatMessage({ id: 'attach.submit' })}
        </Button>
      </form>
    </Card>
  );
}
