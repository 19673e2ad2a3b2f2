import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createOrderAttachment, listOrderAttachments, type OrderAttachment } from '@karvon/sdk';
import { Button, Card, RegisterTable, Stack, TextField, useUiLocale } from '@karvon/ui';
import { clients } from '../../api.ts';
import { parseCodes } from '../../codes/parseCodes.ts';
import { formatWhen } from '../../format/format.ts';
import { DeferredFields, WantedArea } from '../../forms/DeferredFields.tsx';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import type { ListColumn } from '../../lists/columns.ts';
import { ExportButton } from '../../lists/ExportButton.tsx';
import { ListPage } from '../../lists/ListPage.tsx';
import { useListQuery } from '../../lists/useListQuery.ts';
import { tableText } from '../../lists/tableText.ts';
import { useListView } from '../../lists/useListView.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { attachmentsList } from './listQuery.ts';
import { attachmentsPage, carsToAttach } from './queries.ts';
import * as styles from './attachments.css.ts';

/** Order attachment (SPEC §2): applications given to a car and its driver, and the history of it. */
export default function OrderAttachmentPage() {
  const intl = useIntl();
  const locale = useUiLocale();
  const { request, change } = useListView(attachmentsList);
  const list = useListQuery(attachmentsPage(request));
  const columns = useMemo<ListColumn<OrderAttachment>[]>(
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
        sheet: (row) => ({ date: row.created_at }),
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
    <ListPage
      title={intl.formatMessage({ id: 'page.order_attachment' })}
      actions={
        <ExportButton
          fileName="karvon-order-attachments"
          sheetName={intl.formatMessage({ id: 'attach.table' })}
          columns={columns}
          fetchPage={(page, per_page, signal) =>
            listOrderAttachments(clients, { ...request, page, per_page }, { signal })
          }
        />
      }
      before={<AttachForm />}
      table={
        <RegisterTable<OrderAttachment>
          label={intl.formatMessage({ id: 'attach.table' })}
          columns={columns}
          rows={list.rows}
          getRowId={(row) => String(row.id)}
          isSelectable={false}
          rowSelectLabel={(row) => String(row.id)}
          isLoading={list.isLoading}
          {...tableText(intl, false)}
        />
      }
      meta={list.meta}
      onPageChange={(page) => change({ page })}
      onPerPageChange={(per_page) => change({ per_page })}
      failed={list.failed}
      onRetry={list.retry}
    />
  );
}

interface AttachFields {
  carId: string | null;
  driverId: string | null;
  codes: string;
}

/** Application ids as typed or scanned; anything that is not one is named, not silently dropped. */
function readIds(codes: string) {
  const parsed = parseCodes(codes);
  const valid = parsed.filter((code) => /^[1-9]\d{0,8}$/.test(code));
  return { ids: valid.map(Number), invalid: parsed.filter((code) => !valid.includes(code)) };
}

function AttachForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cars = useQuery(carsToAttach);
  const { control, handleSubmit, getValues, setValue, setError, reset } = useForm<AttachFields>({
    defaultValues: { carId: null, driverId: null, codes: '' },
  });
  const carId = useWatch({ control, name: 'carId' });
  const car = cars.data?.data.find((candidate) => String(candidate.id) === carId);
  const required = intl.formatMessage({ id: 'validation.required' });
  const attach = useMutation({
    mutationFn: ({ carId, driverId, codes }: AttachFields) =>
      createOrderAttachment(clients, {
        car_id: Number(carId),
        driver_id: Number(driverId),
        application_ids: readIds(codes).ids,
      }),
    onSuccess: () => {
      showSuccess(intl.formatMessage({ id: 'attach.done' }));
      reset({ ...getValues(), codes: '' });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.orderAttachments });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.applications });
      // The attached applications changed status, driver and car.
      void queryClient.invalidateQueries({ queryKey: resourceKeys.application });
    },
    // What was typed stays; the server's words go beside the field they name.
    onError: (error, { codes }) =>
      showServerFieldErrors(
        error,
        setError,
        { car_id: 'carId', driver_id: 'driverId', application_ids: 'codes' },
        (_list, index) => readIds(codes).ids[index]?.toString(),
      ),
  });
  const submit = handleSubmit((fields) => {
    if (!attach.isPending) attach.mutate(fields);
  });
  const driverHint = intl.formatMessage({ id: 'attach.driverHint' });

  // The car and driver pickers (React Aria's) come when the user reaches for the form; until then stand-ins.
  return (
    <Card title={intl.formatMessage({ id: 'attach.new' })}>
      <WantedArea>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <div className={styles.fields}>
              <Controller
                control={control}
                name="carId"
                rules={{ required }}
                render={({ field, fieldState }) => (
                  <DeferredFields
                    fields={[
                      {
                        slot: 'car',
                        field: {
                          kind: 'combobox',
                          label: intl.formatMessage({ id: 'attach.car' }),
                          placeholder: intl.formatMessage({ id: 'attach.carPlaceholder' }),
                          isRequired: true,
                          // Only an active car with people attached to it can take applications (the driver is one of them).
                          options: (cars.data?.data ?? [])
                            .filter(
                              (candidate) => candidate.status === 'active' && candidate.users.length > 0,
                            )
                            .map((candidate) => ({
                              id: String(candidate.id),
                              label: candidate.government_number,
                              description: candidate.model,
                            })),
                          value: field.value,
                          onValueChange: (id) => {
                            field.onChange(id);
                            setValue('driverId', null);
                          },
                          onBlur: field.onBlur,
                          errorMessage: fieldState.error?.message,
                          // A refused submit focuses the first field in error.
                          ref: field.ref,
                        },
                      },
                    ]}
                  />
                )}
              />
              <Controller
                control={control}
                name="driverId"
                // Chosen from the car's people: without a car it cannot be chosen, and the car says what is missing.
                rules={{ validate: (driverId) => !getValues('carId') || Boolean(driverId) || required }}
                render={({ field, fieldState }) => (
                  <DeferredFields
                    fields={[
                      {
                        slot: 'driver',
                        field: {
                          kind: 'select',
                          label: intl.formatMessage({ id: 'attach.driver' }),
                          description: driverHint,
                          isRequired: true,
                          isDisabled: !car,
                          options: (car?.users ?? []).map((user) => ({
                            id: String(user.id),
                            label: user.name,
                          })),
                          value: field.value,
                          onValueChange: field.onChange,
                          errorMessage: fieldState.error?.message,
                          ref: field.ref,
                        },
                      },
                    ]}
                  />
                )}
              />
              <Controller
                control={control}
                name="codes"
                rules={{
                  validate: (codes) => {
                    const { ids, invalid } = readIds(codes);
                    if (invalid.length > 0)
                      return intl.formatMessage(
                        { id: 'attach.invalidIds' },
                        { count: invalid.length, codes: invalid.slice(0, 5).join(', ') },
                      );
                    return ids.length > 0 || required;
                  },
                }}
                render={({ field, fieldState }) => (
                  <TextField
                    label={intl.formatMessage({ id: 'attach.ids' })}
                    description={intl.formatMessage(
                      { id: 'attach.count' },
                      { count: readIds(field.value).ids.length },
                    )}
                    isRequired
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                    ref={field.ref}
                  />
                )}
              />
            </div>
            <div>
              <Button type="submit" tone="primary" isPending={attach.isPending}>
                {intl.formatMessage({ id: 'attach.submit' })}
              </Button>
            </div>
          </Stack>
        </form>
      </WantedArea>
    </Card>
  );
}
