import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiLocales, type UiLocale } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { ScanInput, type ScanEntry, type ScanInputProps } from './ScanInput.tsx';
import { scanInputLabels, scanResults } from './labels.ts';

/** A catalogue and a register, as the app's check would see them. */
const catalogue: Record<string, string> = {
  '4600000000011': 'Samsung Galaxy A55',
  '4600000000028': 'Tefal FV2838',
  '4600000000035': 'LG 55UR78006LK',
};
const inRegister = new Set(['4600000000028']);

/** The app's part, in small: each new code is checked after a moment, a repeat within the list is `already`. */
function Checked({ locale, ...props }: Partial<ScanInputProps> & { locale?: UiLocale }) {
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const reasons = { ru: 'Уже в реестре', uz: 'Reyestrda bor', 'uz-Cyrl': 'Реестрда бор' } as const;
  const check = (entry: ScanEntry, before: ScanEntry[]): ScanEntry => {
    const title = catalogue[entry.code];
    if (!title) return { ...entry, result: 'unknown', reason: 'Продукт не найден' };
    if (inRegister.has(entry.code) || before.some((other) => other.code === entry.code))
      return { ...entry, result: 'already', title, reason: reasons[locale ?? 'ru'] };
    return { ...entry, result: 'found', title };
  };
  return (
    <ScanInput
      label="Коды товаров"
      description="Сканер вводит код и Enter; можно вставить много кодов сразу"
      tableLabel="Проверка кодов"
      {...props}
      locale={locale}
      entries={entries}
      onCodes={(codes) => {
        const added = codes.map((code, index): ScanEntry => ({
          key: `${Date.now()}-${index}-${code}`,
          code,
          result: 'checking',
        }));
        setEntries((current) => [...current, ...added]);
        setTimeout(
          () =>
            setEntries((current) =>
              current.map((entry, index) =>
                entry.result === 'checking' ? check(entry, current.slice(0, index)) : entry,
              ),
            ),
          150,
        );
      }}
      onRemove={(key) => setEntries((current) => current.filter((entry) => entry.key !== key))}
    />
  );
}

const meta = {
  title: 'Components/ScanInput',
  component: ScanInput,
  args: {
    label: 'Коды товаров',
    description: 'Сканер вводит код и Enter; можно вставить много кодов сразу',
    tableLabel: 'Проверка кодов',
    entries: [],
    onCodes: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ScanInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A scanner types a code and Enter: the code is taken, the field empties and keeps focus for the next. */
export const ScannerTypesAndEnter: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Коды товаров' });
    await userEvent.click(field);
    await userEvent.keyboard('4600000000011{Enter}');
    await expect(args.onCodes).toHaveBeenCalledWith(['4600000000011']);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

/** A paste of many codes (a column from a spreadsheet) is taken at once, in order. */
export const PasteOfMany: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Коды товаров' }));
    await userEvent.paste('4600000000011\n4600000000028\tBAD-1;4600000000035');
    await expect(args.onCodes).toHaveBeenCalledWith([
      '4600000000011',
      '4600000000028',
      'BAD-1',
      '4600000000035',
    ]);
  },
};

/** Each code checked in place: found, already there, unknown, with the reason; one can be taken out. */
export const CheckedInPlace: Story = {
  render: () => <Checked />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Коды товаров' }));
    await userEvent.paste('4600000000011 4600000000028 НЕТ-ТАКОГО 4600000000011');
    const table = canvas.getByRole('table', { name: 'Проверка кодов' });
    await waitFor(() => expect(table.querySelectorAll('[data-result="checking"]')).toHaveLength(0));
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.dataset.result)).toEqual(['found', 'already', 'unknown', 'already']);
    await expect(within(rows[2]!).getByText('Продукт не найден')).toBeVisible();
    // The last result is read out, for someone looking at the goods.
    await expect(canvas.getByRole('status')).toHaveTextContent('4600000000011: Уже есть');
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать НЕТ-ТАКОГО' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** Every result, in the three languages. */
export const EveryResultThreeLanguages: Story = {
  render: (args) => (
    <Stack gap="6">
      {uiLocales.map((locale) => (
        <ScanInput
          key={locale}
          {...args}
          locale={locale}
          label={`${args.label} (${locale})`}
          tableLabel={`${args.tableLabel} (${locale})`}
          entries={scanResults.map((result, index) => ({
            key: result,
            code: `460000000001${index}`,
            result,
            title: result === 'unknown' ? null : 'Samsung Galaxy A55',
            reason: result === 'found' || result === 'checking' ? null : 'Причина от сервера',
          }))}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const locale of uiLocales)
      for (const result of scanResults)
        await expect(canvas.getAllByText(scanInputLabels[locale].results[result]).length).toBeGreaterThan(0);
  },
};

export const EveryResultDark: Story = { ...EveryResultThreeLanguages, globals: { theme: 'dark' } };

/** A document that takes no more lines: nothing to scan into. */
export const Disabled: Story = {
  args: {
    isDisabled: true,
    entries: [{ key: '1', code: '4600000000011', result: 'found', title: 'Samsung Galaxy A55' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Коды товаров' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Добавить' })).toBeDisabled();
  },
};

/** On a phone the table scrolls sideways inside its box; the page itself does not get wider. */
export const Narrow: Story = {
  args: {
    entries: scanResults.map((result, index) => ({
      key: result,
      code: `460000000001${index}`,
      result,
      title: 'Холодильник Artel HD 455 RWENE, стальной',
      reason: result === 'found' ? null : 'Продукт с таким кодом не найден',
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table')!;
    await expect(table.parentElement!.scrollWidth).toBeGreaterThan(table.parentElement!.clientWidth);
    // The visually hidden header is placed within the scrolling box, so it cannot widen the page either.
    const hidden = table.querySelector<HTMLElement>('th:last-child span')!;
    await expect(table.parentElement!.contains(hidden.offsetParent)).toBe(true);
  },
};
