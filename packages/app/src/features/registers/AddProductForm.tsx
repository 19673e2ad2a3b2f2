import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  addRegisterProduct,
  createProduct,
  type Product,
  type ProductInput,
  type RegisterDetail,
} from '@karvon/sdk';
import {
  Button,
  Card,
  Combobox,
  ImagePicker,
  NumberField,
  ProductCard,
  SegmentedControl,
  Stack,
  TextField,
  useUiLocale,
  validationMessage,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { useProductImage } from '../../files/ProductThumbnail.tsx';
import { numberWithin, wholeNumberWithin } from '../../forms/numberRules.ts';
import { showServerFieldErrors } from '../../forms/serverFieldErrors.ts';
import { showSuccess } from '../../notify/notify.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { productSearch, registerItem } from './queries.ts';
import * as styles from './registers.css.ts';

type Source = 'new' | 'existing';

// The contract's bounds of a product's price (sum), volume (m³) and a line's quantity.
const maxAmount = 1_000_000_000_000;
const maxVolume = 1000;
const maxQuantity = 1_000_000;

interface AddFields {
  source: Source;
  /** A catalogue product (`existing`). */
  productId: string | null;
  // A new product (`new`), SPEC §3's fields.
  name: string;
  sku: string;
  code: string;
  series: string;
  brand: string;
  category: string;
  amount: number | null;
  volume: number | null;
  color: string;
  imei: string;
  image: File | null;
  // The register's line.
  quantity: number | null;
  lineSeries: string;
}

const empty = (source: Source): AddFields => ({
  source,
  productId: null,
  name: '',
  sku: '',
  code: '',
  series: '',
  brand: '',
  category: '',
  amount: null,
  volume: null,
  color: '',
  imei: '',
  image: null,
  quantity: 1,
  lineSeries: '',
});

/** The contract's product fields → the form's; a part's own checks name them `product.<field>`. */
const productFields: Record<string, Path<AddFields>> = Object.fromEntries(
  (
    [
      ['name', 'name'],
      ['sku', 'sku'],
      ['code', 'code'],
      ['series', 'series'],
      ['brand', 'brand'],
      ['category', 'category'],
      ['amount', 'amount'],
      ['volume_m3', 'volume'],
      ['color', 'color'],
      ['imei', 'imei'],
      ['quantity', 'quantity'],
    ] as const
  ).flatMap(([contract, form]) => [
    [contract, form],
    [`product.${contract}`, form],
  ]),
);

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The server's limit for a product's picture (contract: over 5 MB is refused). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Adds a line to a draft register: a new product saved with its picture (SPEC §5: a picture must be chosen; a
 * duplicate is refused beside the field it repeats), or one picked from the catalogue; then its quantity. A failed
 * save keeps what was typed; a product saved before its line failed stays picked, so trying again does not save it
 * twice.
 */
export default function AddProductForm({ register, onClose }: { register: RegisterDetail; onClose(): void }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  // Products the search has shown, by id: what the picked one's card shows.
  const [found] = useState(() => new Map<string, Product>());
  const [picked, setPicked] = useState<Product | null>(null);
  const { control, handleSubmit, setError, setValue, setFocus, trigger, reset, formState } =
    useForm<AddFields>({
      defaultValues: empty('new'),
    });
  // The form opens below the register's facts, often out of view: its first field takes the focus (and the view).
  useEffect(() => setFocus('name'), [setFocus]);
  const source = useWatch({ control, name: 'source' });
  const required = intl.formatMessage({ id: 'validation.required' });
  const requiredFor =
    (when: Source) =>
    (value: unknown, fields: AddFields): true | string =>
      fields.source !== when ||
      (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined) ||
      required;
  const range = (min: number, max: number) =>
    intl.formatMessage(
      { id: 'validation.range' },
      { min: intl.formatNumber(min), max: intl.formatNumber(max) },
    );
  // Said beside the field, in the form's words, before the server refuses it in its own.
  const amountRule = wholeNumberWithin(0, maxAmount, { required, range: range(0, maxAmount) });
  const volumeRule = numberWithin(0, maxVolume, { required, range: range(0, maxVolume) });
  const quantityRule = wholeNumberWithin(1, maxQuantity, { required, range: range(1, maxQuantity) });
  const forNew =
    (rule: (value: number | null) => true | string) =>
    (value: number | null, fields: AddFields): true | string =>
      fields.source !== 'new' || rule(value);
  const pick = (product: Product) => {
    found.set(String(product.id), product);
    setPicked(product);
  };

  const submit = handleSubmit(async (fields) => {
    let productId = Number(fields.productId);
    let created = false;
    if (fields.source === 'new') {
      const input: ProductInput = {
        name: fields.name.trim(),
        sku: fields.sku.trim(),
        code: fields.code.trim(),
        series: optional(fields.series),
        brand: optional(fields.brand),
        category: fields.category.trim(),
        quantity: fields.quantity ?? 1,
        amount: fields.amount ?? 0,
        volume_m3: fields.volume ?? 0,
        color: optional(fields.color),
        imei: optional(fields.imei),
      };
      let product: Product;
      try {
        product = await createProduct(clients, input, fields.image!);
      } catch (error) {
        showServerFieldErrors(error, setError, { ...productFields, image: 'image' });
        return;
      }
      created = true;
      void queryClient.invalidateQueries({ queryKey: resourceKeys.products });
      // From here on it is a catalogue product: if its line is refused, it stays picked.
      pick(product);
      setValue('source', 'existing');
      setValue('productId', String(product.id));
      productId = product.id;
    }
    try {
      const updated = await addRegisterProduct(clients, register.id, {
        product_id: productId,
        quantity: fields.quantity ?? 1,
        series: fields.source === 'existing' ? optional(fields.lineSeries) : null,
      });
      queryClient.setQueryData(registerItem(register.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: resourceKeys.registers });
      showSuccess(intl.formatMessage({ id: 'reg.productAdded' }));
      setPicked(null);
      reset(empty(fields.source));
    } catch (error) {
      // One message when all went well (the line's); a product saved whose line was refused says so.
      if (created) showSuccess(intl.formatMessage({ id: 'reg.productSaved' }));
      // The register may have been approved meanwhile (another tab, another person): shown as it is.
      void queryClient.invalidateQueries({ queryKey: registerItem(register.id).queryKey });
      showServerFieldErrors(error, setError, {
        product_id: 'productId',
        quantity: 'quantity',
        series: 'lineSeries',
      });
    }
  });

  const text = (
    name: 'name' | 'sku' | 'code' | 'series' | 'brand' | 'category' | 'color' | 'imei',
    label: string,
    options: { isRequired?: boolean; description?: string; maxLength: number },
  ): ReactNode => (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value, fields) => {
          if (options.isRequired) {
            const check = requiredFor('new')(value, fields);
            if (check !== true) return check;
          }
          if (
            name === 'imei' &&
            fields.source === 'new' &&
            value.trim() !== '' &&
            !/^\d{15}$/.test(value.trim())
          )
            return intl.formatMessage({ id: 'reg.add.imeiFormat' });
          return true;
        },
      }}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={options.description}
          isRequired={options.isRequired}
          maxLength={options.maxLength}
          ref={field.ref}
          inputMode={name === 'imei' ? 'numeric' : undefined}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
  const header = (id: string) => intl.formatMessage({ id: `product.${id}` as 'product.name' });

  return (
    <Card title={intl.formatMessage({ id: 'reg.add.title' })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Controller
            control={control}
            name="source"
            render={({ field }) => (
              <SegmentedControl
                label={intl.formatMessage({ id: 'reg.add.source' })}
                labelVisible
                options={[
                  { id: 'new', label: intl.formatMessage({ id: 'reg.add.new' }) },
                  { id: 'existing', label: intl.formatMessage({ id: 'reg.add.existing' }) },
                ]}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          {source === 'new' ? (
            <div className={styles.fields}>
              {text('name', intl.formatMessage({ id: 'reg.add.name' }), { isRequired: true, maxLength: 255 })}
              {text('sku', header('sku'), { isRequired: true, maxLength: 64 })}
              {text('code', header('code'), { isRequired: true, maxLength: 64 })}
              {text('series', header('series'), { maxLength: 64 })}
              {text('imei', header('imei'), {
                maxLength: 15,
                description: intl.formatMessage({ id: 'reg.add.imeiHint' }),
              })}
              {text('brand', header('brand'), { maxLength: 128 })}
              {text('category', header('category'), { isRequired: true, maxLength: 128 })}
              {text('color', header('color'), { maxLength: 64 })}
              <Controller
                control={control}
                name="amount"
                rules={{ validate: forNew(amountRule) }}
                render={({ field, fieldState }) => (
                  <NumberField
                    label={intl.formatMessage({ id: 'reg.add.price' })}
                    isRequired
                    unit="sum"
                    minValue={0}
                    maxValue={maxAmount}
                    showStepper={false}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="volume"
                rules={{ validate: forNew(volumeRule) }}
                render={({ field, fieldState }) => (
                  <NumberField
                    label={intl.formatMessage({ id: 'reg.add.volume' })}
                    isRequired
                    minValue={0}
                    maxValue={maxVolume}
                    maximumFractionDigits={3}
                    step={0.001}
                    showStepper={false}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <div className={styles.wideField}>
                <Controller
                  control={control}
                  name="image"
                  rules={{
                    validate: (image, fields) => {
                      if (fields.source !== 'new') return true;
                      if (image === null) return validationMessage('imageRequired', locale);
                      return (
                        image.size <= MAX_IMAGE_BYTES || intl.formatMessage({ id: 'reg.add.imageTooBig' })
                      );
                    },
                  }}
                  render={({ field, fieldState }) => (
                    <ImagePicker
                      label={intl.formatMessage({ id: 'reg.add.image' })}
                      description={intl.formatMessage({ id: 'reg.add.imageHint' })}
                      isRequired
                      acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']}
                      value={field.value}
                      onValueChange={(image) => {
                        field.onChange(image);
                        // Too big is said when it is chosen, not after the whole form was filled and sent.
                        if (image !== null) void trigger('image');
                      }}
                      errorMessage={fieldState.error?.message}
                    />
                  )}
                />
              </div>
            </div>
          ) : (
            <Stack gap="3">
              <Controller
                control={control}
                name="productId"
                rules={{ validate: requiredFor('existing') }}
                render={({ field, fieldState }) => (
                  <div className={styles.rowField}>
                    <Combobox
                      label={intl.formatMessage({ id: 'reg.add.find' })}
                      description={intl.formatMessage({ id: 'reg.add.findHint' })}
                      isRequired
                      emptyLabel={intl.formatMessage({ id: 'reg.add.nothingFound' })}
                      loadOptions={async (query) => {
                        const page = await queryClient.fetchQuery(productSearch(query.trim()));
                        return page.data.map((product) => {
                          found.set(String(product.id), product);
                          return {
                            id: String(product.id),
                            label: product.name,
                            description: `${product.sku} · ${product.code}`,
                          };
                        });
                      }}
                      selectedOption={picked ? { id: String(picked.id), label: picked.name } : undefined}
                      value={field.value}
                      onValueChange={(id) => {
                        field.onChange(id);
                        setPicked(id === null ? null : (found.get(id) ?? null));
                      }}
                      onBlur={field.onBlur}
                      errorMessage={fieldState.error?.message}
                    />
                  </div>
                )}
              />
              {picked && <PickedProduct product={picked} />}
            </Stack>
          )}
          <div className={styles.fields}>
            <Controller
              control={control}
              name="quantity"
              rules={{ validate: quantityRule }}
              render={({ field, fieldState }) => (
                <NumberField
                  label={intl.formatMessage({ id: 'reg.add.quantity' })}
                  isRequired
                  minValue={1}
                  maxValue={maxQuantity}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            {source === 'existing' && (
              <Controller
                control={control}
                name="lineSeries"
                render={({ field, fieldState }) => (
                  <TextField
                    label={intl.formatMessage({ id: 'reg.add.series' })}
                    description={intl.formatMessage({ id: 'reg.add.seriesHint' })}
                    maxLength={64}
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            )}
          </div>
          <div className={styles.row}>
            <Button type="submit" tone="primary" isPending={formState.isSubmitting}>
              {intl.formatMessage({ id: 'reg.add.submit' })}
            </Button>
            <Button tone="ghost" onPress={onClose}>
              {intl.formatMessage({ id: 'reg.add.cancel' })}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** The catalogue product picked, as a card with its picture: the packer compares it with what is in hand. */
function PickedProduct({ product }: { product: Product }) {
  const imageSrc = useProductImage(product.image_url);
  return <ProductCard product={product} imageSrc={imageSrc} />;
}
