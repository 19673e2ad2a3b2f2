import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select } from '../Select/Select.tsx';
import { branchOptions } from '../Select/demoOptions.ts';
import { SearchInput } from '../SearchInput/SearchInput.tsx';
import { FilterBar } from '../FilterBar/FilterBar.tsx';
import { RegisterTable, type RegisterColumn } from '../RegisterTable/RegisterTable.tsx';
import { makeDemoRows, type DemoRegisterRow } from '../RegisterTable/demoRows.ts';
import { Stack } from '../Stack/Stack.tsx';
import { themeClassNames } from '../../theme/themes.ts';
import { FilterPanel } from './FilterPanel.tsx';

const statusOptions = [
  { id: 'new', label: 'Новая' },
  { id: 'confirmed', label: 'Подтверждена' },
  { id: 'closed', label: 'Закрыта' },
];

/** Three of a list's filters, as the app would give them (their values live in the URL). */
const fields = (
  <>
    <Select label="Статус" options={statusOptions} defaultValue="new" />
    <Select label="Филиал" options={branchOptions} defaultValue="tashkent" />
    <Select label="Филиал продажи" options={branchOptions} defaultValue="nukus" />
  </>
);

/** The list's place: 900 px is a desktop's content column, 358 px a phone's (390 less the page's margins). */
const frame =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  decorators: [frame(900)],
  args: { children: fields, activeCount: 3, onShowResults: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the fields are in place, no button. */
export const Wide: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Филиал продажи')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Фильтры/ })).not.toBeInTheDocument();
  },
};

/**
 * A phone: one button says how many filters are set; it opens them in a modal sheet, which 'Показать
 * результаты' closes, giving focus back to the button.
 */
export const Phone: Story = {
  decorators: [frame(358)],
  play: async ({ canvas, args, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Фильтры · 3' });
    await expect(canvas.queryByText('Филиал продажи')).not.toBeInTheDocument();
    await userEvent.click(button);
    const sheet = await within(document.body).findByRole('dialog', { name: 'Фильтры' });
    // Visible once its entering animation is done.
    await waitFor(() => expect(within(sheet).getByText('Филиал продажи')).toBeVisible());
    await userEvent.click(within(sheet).getByRole('button', { name: 'Показать результаты' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onShowResults).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** No filter set: the button says only 'Фильтры'; Escape closes the sheet too. */
export const PhoneNoneSet: Story = {
  decorators: [frame(358)],
  args: { activeCount: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтры' }));
    await within(document.body).findByRole('dialog', { name: 'Фильтры' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onShowResults).not.toHaveBeenCalled();
  },
};

/** Uzbek (Latin). */
export const PhoneUzbekLatin: Story = {
  decorators: [frame(358)],
  globals: { language: 'uz' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Filtrlar · 3' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Filtrlar' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Natijalarni koʻrsatish' })).toBeVisible(),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Yopish' }));
  },
};

/** Uzbek (Cyrillic). */
export const PhoneUzbekCyrillic: Story = {
  decorators: [frame(358)],
  globals: { language: 'uz-Cyrl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Филтрлар · 3' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Филтрлар' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Натижаларни кўрсатиш' })).toBeVisible(),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ёпиш' }));
  },
};

/** The sheet open in the dark theme: axe checks its contrast. */
export const PhoneDark: Story = {
  decorators: [frame(358)],
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveClass(themeClassNames.dark);
    await userEvent.click(await canvas.findByRole('button', { name: 'Фильтры · 3' }));
    await within(document.body).findByRole('dialog', { name: 'Фильтры' });
  },
};

const columns: RegisterColumn<DemoRegisterRow>[] = [
  { id: 'number', header: 'Номер', value: (row) => row.number, width: 110 },
  { id: 'branch', header: 'Филиал', value: (row) => row.branch, width: 110 },
  { id: 'driver', header: 'Водитель', value: (row) => row.driver, width: 110 },
];
const rows = makeDemoRows(50);

/**
 * A list on a 390 × 844 phone: search, the filters folded behind one button, the chips, then the table, whose
 * first row is in view without scrolling.
 */
export const PhoneListPage: Story = {
  decorators: [frame(358)],
  render: (args) => (
    <Stack gap="4">
      <SearchInput label="Поиск" />
      <FilterPanel {...args} />
      <FilterBar
        filters={[
          { id: 'status', label: 'Статус: Новая' },
          { id: 'branch', label: 'Филиал: Ташкент' },
          { id: 'sale', label: 'Филиал продажи: Нукус' },
        ]}
        onRemove={fn()}
      />
      <RegisterTable
        label="Заявки"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        selectAllLabel="Выбрать все строки"
        rowSelectLabel={(row) => `Выбрать ${row.number}`}
        loadingText="Загрузка…"
        emptyText="Нет данных"
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Фильтры · 3' });
    const firstRow = canvas.getByText('KR-000001');
    await expect(firstRow.getBoundingClientRect().bottom).toBeLessThan(844);
  },
};
