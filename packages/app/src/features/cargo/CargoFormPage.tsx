import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  ApiError,
  createCargo,
  updateCargo,
  type Car,
  type CargoDetail,
  type CargoInput,
  type Product,
} from '@karvon/sdk';
import { Button, Card, Heading, IconButton, Stack, Text, TextField, textLink } from '@karvon/ui';
import { clients } from '../../api.ts';
import { formatSum, formatVolume } from '../../format/format.ts';
import { DeferredFields, WantedArea, type DeferredField } from '../../forms/DeferredFields.tsx';
import { FieldPlaceholder } from '../../forms/FieldPlaceholder.tsx';
import { wholeNumberWithin } from '../../forms/numberRules.ts';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import { useAfterFirstPaint } from '../../forms/useAfterFirstPaint.ts';
import { showSuccess } from '../../notify/notify.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { resourceKeys } from '../../queries/keys.ts';
import { canOpenRoute } from '../../routing/guard.ts';
import { parseRecordId } from '../../routing/recordId.ts';
import { session } from '../../session/store.ts';
import { useCargoScope } from './cargoScope.ts';
import { fieldOf, type CargoFields, type CargoLine, type LineProduct } from './cargoFields.ts';
import { carsForCargo, findProducts, oneCargo } from './queries.ts';
import * as styles from './cargo.css.ts';

const NumberField = lazy(() => import('./cargoPickers.ts').then((m) => ({ default: m.NumberField })));

/** One of the form's React Aria pickers, a stand-in until the user reaches for the form. */
function Picker({ slot, field }: { slot: string; field: DeferredField }) {
  return <DeferredFields fields={[{ slot, field }]} />;
}

/** The contract's limit of one line's quantity. */
const maxQuantity = 1_000_000;

/** `/cargo/add` makes a cargo; `/cargo/add/:id` edits a draft one (a sent one is only read, on its page). */
export default function CargoFormPage() {
  const segment = useParams<{ id?: string }>().id;
  // The pickers are React Aria's (about 70 KB gzip): they come when the user reaches for the form; until then
  // each shows as its stand-in (forms/DeferredFields.tsx).
  return <WantedArea>{segment === undefined ? <CargoForm /> : <EditCargo segment={segment} />}</WantedArea>;
}

/** Whether the signed-in user may list cars (the car picker asks `listCars`, the cars screen's permission). */
function useCarsAllowed() {
  const { user, roleEntries } = useSnapshot(session);
  return canOpenRoute('car', user, roleEntries);
}

function EditCargo({ segment }: { segment: string }) {
  const id = parseRecordId(segment);
  const cargo = useQuery({ ...oneCargo(id ?? 0), enabled: id !== null });
  // The cargo names its car by number: the picker's choice is found among the cars before the form is drawn.
  const cars = useQuery({ ...carsForCargo, enabled: useCarsAllowed() });
  const { canEdit } = useCargoScope();
  if (id === null || (cargo.error instanceof ApiError && cargo.error.status === 404))
    return <RecordNotFound listHref="/cargo" listName="page.cargo" />;
  if (cargo.isError) return <LoadFailed onRetry={() => void cargo.refetch()} />;
  if (!cargo.data || cars.isLoading) return <PageSkeleton />;
  if (cargo.data.status !== 'draft') return <ReadOnlyCargo cargo={cargo.data} reason="cargo.readOnly" />;
  // A draft another branch sends, for a user with `own`: only the sender may change it.
  if (!canEdit(cargo.data)) return <ReadOnlyCargo cargo={cargo.data} reason="cargo.notYours" />;
  return <CargoForm cargo={cargo.data} />;
}

/** A cargo that is not edited here (sent, or another branch's to send): said, with the way to its page. */
function ReadOnlyCargo({
  cargo,
  reason,
}: {
  cargo: CargoDetail;
  reason: 'cargo.readOnly' | 'cargo.notYours';
}) {
  const intl = useIntl();
  return (
    <Card>
      <Stack gap="4">
        <Heading level={1}>{intl.formatMessage({ id: 'cargo.title' }, { number: cargo.number })}</Heading>
        <Text>{intl.formatMessage({ id: reason }, { number: cargo.number })}</Text>
        <Link className={textLink} href={`/cargo/item/${cargo.id}`}>
          {intl.formatMessage({ id: 'cargo.open' }, { number: cargo.number })}
        </Link>
      </Stack>
    </Card>
  );
}

const lineOf = (product: LineProduct): LineProduct => ({
  id: product.id,
  name: product.name,
  code: product.code,
  sku: product.sku,
  amount: product.amount,
  volume_m3: product.volume_m3,
});

function CargoForm({ cargo }: { cargo?: CargoDetail }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { branches, branchId } = useSnapshot(session);
  const carsAllowed = useCarsAllowed();
  const cars = useQuery({ ...carsForCargo, enabled: carsAllowed });
  // `own` on the cargo register: the server takes cargo only from the user's own branch.
  const { ownBranchOnly, branchId: ownBranch } = useCargoScope();
  const currentCar = cars.data?.data.find((car) => car.government_number === cargo?.car_number);
  const sender = cargo?.sender_branch.id ?? (ownBranchOnly ? ownBranch : (branchId ?? ownBranch));
  const { control, handleSubmit, setError, clearErrors, getValues, setValue, formState } =
    useForm<CargoFields>({
      defaultValues: {
        senderId: sender === null ? null : String(sender),
        receiverId: cargo ? String(cargo.receiver_branch.id) : null,
        carId: currentCar ? String(currentCar.id) : null,
        comment: cargo?.comment ?? '',
        lines: (cargo?.products ?? []).map((line) => ({
          product: lineOf(line.product),
          quantity: line.quantity,
        })),
      },
    });
  const required = intl.formatMessage({ id: 'validation.required' });
  const sumOf = (sum: number) => intl.formatMessage({ id: 'cargo.sum' }, { sum: formatSum(intl, sum) });
  // The contract's bounds, said beside the line before anything is sent.
  const quantityRule = wholeNumberWithin(1, maxQuantity, {
    required,
    range: intl.formatMessage({ id: 'validation.range' }, { min: 1, max: intl.formatNumber(maxQuantity) }),
  });
  const lines = useFieldArray({
    control,
    name: 'lines',
    rules: { validate: (value) => value.length > 0 || required },
  });

  const shown = useWatch({ control, name: 'lines' });
  const senderId = useWatch({ control, name: 'senderId' });
  // A quantity its rule refuses (empty, out of bounds, a fraction) counts as none in its sum and the form's totals.
  const counted = (line: CargoLine | undefined) =>
    line && quantityRule(line.quantity) === true ? line.quantity! : 0;
  const total = (of: (line: CargoLine) => number) => shown.reduce((sum, line) => sum + of(line), 0);

  const save = useMutation({
    mutationFn: (body: CargoInput) =>
      cargo ? updateCargo(clients, cargo.id, body) : createCargo(clients, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.cargo });
      showSuccess(
        intl.formatMessage({ id: cargo ? 'cargo.saved' : 'cargo.created' }, { number: saved.number }),
      );
      navigate(`/cargo/item/${saved.id}`);
    },
    // What was typed stays; the server's words go beside the field they name.
    onError: (error) => showServerFieldErrors(error, setError, fieldOf),
  });
  const submit = handleSubmit((fields) => {
    if (save.isPending) return;
    const carChanged = formState.dirtyFields.carId === true;
    save.mutate({
      sender_branch_id: Number(fields.senderId),
      receiver_branch_id: Number(fields.receiverId),
      comment: fields.comment.trim() || null,
      products: fields.lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity! })),
      // No car: a new cargo goes with the sender's car (the server's choice); an edit keeps its car unless cleared.
      ...(fields.carId ? { car_id: Number(fields.carId) } : carChanged && { car_id: null }),
    });
  });

  // The product picker: what the last searches found, to add the one chosen; a new picker after each choice.
  const found = useRef(new Map<string, Product>());
  const [pickerKey, setPickerKey] = useState(0);
  const [notice, setNotice] = useState('');
  const loadProducts = async (text: string) => {
    const products = await findProducts(queryClient, text);
    for (const product of products) found.current.set(String(product.id), product);
    return products.map((product) => ({
      id: String(product.id),
      label: product.name,
      description: `${product.code} · ${product.sku}`,
    }));
  };
  const pick = (id: string | null) => {
    const product = id === null ? undefined : found.current.get(id);
    if (!product) return;
    const index = getValues('lines').findIndex((line) => line.product.id === product.id);
    if (index >= 0) {
      setValue(`lines.${index}.quantity`, (getValues(`lines.${index}.quantity`) ?? 0) + 1, {
        shouldDirty: true,
      });
      setNotice(intl.formatMessage({ id: 'cargo.alreadyAdded' }, { name: product.name }));
    } else {
      // The focus stays in the picker, ready for the next code.
      lines.append({ product: lineOf(product), quantity: 1 }, { shouldFocus: false });
      setNotice('');
    }
    clearErrors('lines');
    setPickerKey((key) => key + 1);
  };

  const branchOptions = (current?: { id: number; name: string }) => {
    const options = branches.map((branch) => ({ id: String(branch.id), label: branch.name }));
    // A branch closed since keeps its name in the cargo it is on.
    return current && !branches.some((branch) => branch.id === current.id)
      ? [...options, { id: String(current.id), label: current.name }]
      : options;
  };
  const senderOptions = ownBranchOnly
    ? branchOptions(cargo?.sender_branch).filter((option) => option.id === String(ownBranch))
    : branchOptions(cargo?.sender_branch);
  const carOptions = carOptionsFor(cars.data?.data ?? [], currentCar?.id);

  const painted = useAfterFirstPaint();
  // A line's quantity field is drawn once the page has been painted; until then it keeps its room.
  const quantityField = (field: ReactElement, placeholder: ReactElement) =>
    painted ? <Suspense fallback={placeholder}>{field}</Suspense> : placeholder;
  const carHint = intl.formatMessage({ id: 'cargo.carHint' });
  const senderHint = ownBranchOnly ? intl.formatMessage({ id: 'cargo.ownBranch' }) : undefined;
  const productHint = intl.formatMessage({ id: 'cargo.addProductHint' });
  const title = cargo
    ? intl.formatMessage({ id: 'cargo.editTitle' }, { number: cargo.number })
    : intl.formatMessage({ id: 'cargo.new' });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="4">
        <Heading level={1}>{title}</Heading>
        <Card title={intl.formatMessage({ id: 'cargo.details' })}>
          <div className={styles.fields}>
            <Controller
              control={control}
              name="senderId"
              rules={{ required }}
              render={({ field, fieldState }) => (
                <Picker
                  slot="sender"
                  field={{
                    kind: 'combobox',
                    label: intl.formatMessage({ id: 'cargo.senderBranch' }),
                    description: senderHint,
                    isRequired: true,
                    options: senderOptions,
                    ref: field.ref,
                    value: field.value,
                    onValueChange: field.onChange,
                    onBlur: field.onBlur,
                    errorMessage: fieldState.error?.message,
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="receiverId"
              rules={{
                required,
                validate: (value, fields) =>
                  value !== fields.senderId || intl.formatMessage({ id: 'cargo.sameBranches' }),
              }}
              render={({ field, fieldState }) => (
                <Picker
                  slot="receiver"
                  field={{
                    kind: 'combobox',
                    label: intl.formatMessage({ id: 'cargo.receiverBranch' }),
                    isRequired: true,
                    // Not where it leaves from (unless already chosen so: then its message says why).
                    options: branchOptions(cargo?.receiver_branch).filter(
                      (option) => option.id !== senderId || option.id === field.value,
                    ),
                    ref: field.ref,
                    value: field.value,
                    onValueChange: field.onChange,
                    onBlur: field.onBlur,
                    errorMessage: fieldState.error?.message,
                  }}
                />
              )}
            />
            {carsAllowed && (
              <Controller
                control={control}
                name="carId"
                render={({ field, fieldState }) => (
                  <Picker
                    slot="car"
                    field={{
                      kind: 'combobox',
                      label: intl.formatMessage({ id: 'cargo.car' }),
                      description: carHint,
                      options: carOptions,
                      ref: field.ref,
                      value: field.value,
                      onValueChange: field.onChange,
                      onBlur: field.onBlur,
                      errorMessage: fieldState.error?.message,
                    }}
                  />
                )}
              />
            )}
            <Controller
              control={control}
              name="comment"
              rules={{ maxLength: 1000 }}
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  label={intl.formatMessage({ id: 'cargo.comment' })}
                  maxLength={1000}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </div>
        </Card>

        <Card title={intl.formatMessage({ id: 'cargo.products' })}>
          <Stack gap="3">
            {/* After a choice a new picker (a new slot) takes the focus, ready for the next product. */}
            <Picker
              slot={`product-${pickerKey}`}
              field={{
                kind: 'combobox',
                label: intl.formatMessage({ id: 'cargo.addProduct' }),
                description: productHint,
                isRequired: true,
                loadOptions: loadProducts,
                value: null,
                onValueChange: pick,
                autoFocus: pickerKey > 0,
                errorMessage: formState.errors.lines?.root?.message ?? formState.errors.lines?.message,
              }}
            />
            <Text size="sm" tone="muted" aria-live="polite">
              {notice}
            </Text>
            {lines.fields.length === 0 ? (
              <Text tone="muted">{intl.formatMessage({ id: 'cargo.noProducts' })}</Text>
            ) : (
              <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'cargo.products' })}>
                {lines.fields.map((line, index) => (
                  <li key={line.id} className={styles.line}>
                    <div className={styles.lineField}>
                      <Controller
                        control={control}
                        name={`lines.${index}.quantity`}
                        rules={{ validate: quantityRule }}
                        render={({ field, fieldState }) =>
                          quantityField(
                            <NumberField
                              ref={field.ref}
                              label={line.product.name}
                              description={`${line.product.code} · ${line.product.sku} · ${sumOf(line.product.amount)}`}
                              isRequired
                              minValue={1}
                              maxValue={maxQuantity}
                              value={field.value}
                              onValueChange={field.onChange}
                              onBlur={field.onBlur}
                              errorMessage={fieldState.error?.message}
                            />,
                            <FieldPlaceholder description={line.product.code} />,
                          )
                        }
                      />
                    </div>
                    <span className={styles.lineSum}>
                      {sumOf(line.product.amount * counted(shown[index]))}
                    </span>
                    <div className={styles.remove}>
                      <IconButton
                        label={intl.formatMessage({ id: 'cargo.remove' }, { name: line.product.name })}
                        tone="ghost"
                        size="md"
                        icon="×"
                        onPress={() => lines.remove(index)}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {lines.fields.length > 0 && (
              <p className={styles.linesTotal} aria-live="polite">
                {intl.formatMessage(
                  { id: 'cargo.linesTotal' },
                  {
                    quantity: total(counted),
                    volume: formatVolume(
                      intl,
                      total((line) => line.product.volume_m3 * counted(line)),
                    ),
                    sum: formatSum(
                      intl,
                      total((line) => line.product.amount * counted(line)),
                    ),
                  },
                )}
              </p>
            )}
          </Stack>
        </Card>

        <div className={styles.submitRow}>
          <Button type="submit" tone="primary" isPending={save.isPending}>
            {intl.formatMessage({ id: cargo ? 'cargo.save' : 'cargo.create' })}
          </Button>
          <Link className={textLink} href={cargo ? `/cargo/item/${cargo.id}` : '/cargo'}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Link>
        </div>
      </Stack>
    </form>
  );
}

/** Active cars (and the cargo's own, whatever its state), numbered and described by model, branch and driver. */
function carOptionsFor(cars: readonly Car[], currentId: number | undefined) {
  return cars
    .filter((car) => car.status === 'active' || car.id === currentId)
    .map((car) => ({
      id: String(car.id),
      label: car.government_number,
      description: [car.model, car.branch?.name, car.driver_name].filter(Boolean).join(' · '),
    }));
}
