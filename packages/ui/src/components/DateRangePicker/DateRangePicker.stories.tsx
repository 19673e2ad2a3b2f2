import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { validationMessages } from '../FormField/formMessages.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

const segmentsText = (root: Element) =>
  [...root.querySelectorAll('[data-type]')].map((segment) => segment.textContent).join('');

const weekdays = (dialog: HTMLElement) => [...dialog.querySelectorAll('th')].map((cell) => cell.textContent);

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Период', onValueChange: fn() },
  argTypes: { description: { control: 'text' }, errorMessage: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(segmentsText(group)).toBe('01.11.202630.11.2026');
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(6);
    await expect(group).toHaveAccessibleDescription('Выбранный период: 01.11.2026 – 30.11.2026');
  },
};

/** Two clicks in the calendar: the first sets the start, the second the end, then it closes. */
export const PickInCalendar: Story = {
  args: { defaultValue: { start: '2026-11-01', end: '2026-11-03' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябрь 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    await userEvent.click(within(dialog).getByRole('button', { name: /\b10\b/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /\b16\b/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-10', end: '2026-11-16' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvas.getByRole('group'))).toBe('10.11.202616.11.2026');
  },
};

/** Keyboard in the calendar: Enter on the start, arrows, Enter on the end. */
export const KeyboardCalendar: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-02' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /(^|\s)2 ноября/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}');
    // A week down from the start: the end is whichever day now has focus.
    const focused = document.activeElement;
    const day = Number(focused?.textContent);
    await expect(day).toBeGreaterThanOrEqual(9);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      start: '2026-11-02',
      end: `2026-11-${String(day).padStart(2, '0')}`,
    });
  },
};

/** Typing into both inputs, segment after segment; React Aria names each segment ('день, Дата начала'). */
export const KeyboardTyping: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getAllByRole('spinbutton')[0];
    if (!first) throw new Error('no segment');
    await userEvent.click(first);
    await userEvent.keyboard('01112026');
    await userEvent.keyboard('15112026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-15' });
    await expect(canvas.getAllByRole('spinbutton')[3]).toHaveAccessibleName(/Дата окончания/);
  },
};

/** Empty: 'дд.мм.гггг – дд.мм.гггг'. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('дд.мм.ггггдд.мм.гггг');
  },
};

/** The two inputs can be named by the app ('с' / 'по'); by default 'Дата начала' / 'Дата окончания'. */
export const CustomInputLabels: Story = {
  args: { label: 'Отгрузка', startLabel: 'Отгрузка с', endLabel: 'Отгрузка по' },
  play: async ({ canvas }) => {
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments[0]).toHaveAccessibleName(/Отгрузка с/);
    await expect(segments[5]).toHaveAccessibleName(/Отгрузка по/);
  },
};

/** With time: both ends get a 24-hour time. */
export const WithTime: Story = {
  args: { granularity: 'minute', defaultValue: { start: '2026-11-01T08:00', end: '2026-11-01T20:30' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Период/ });
    await expect(group.querySelector('[data-type="dayPeriod"]')).toBeNull();
    await expect(segmentsText(group)).toBe('01.11.2026, 08:0001.11.2026, 20:30');
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    errorMessage: validationMessages.ru.required,
    defaultValue: { start: '2026-11-01', end: '2026-11-30' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.ru.required)).toBeVisible();
    // The chosen period and the error, both read.
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      `Выбранный период: 01.11.2026 – 30.11.2026 ${validationMessages.ru.required}`,
    );
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Открыть календарь/ })).toBeDisabled();
  },
};

/**
 * Uzbek (Latin): day.month.year on both ends, the inputs named 'Boshlanish sanasi' / 'Tugash
 * sanasi' (React Aria would say 'Start Date' / 'End Date'), the calendar in Uzbek, Monday first.
 */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Davr', defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas, userEvent }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('01.11.202630.11.2026');
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.dataset.type)).toEqual([
      'day',
      'month',
      'year',
      'day',
      'month',
      'year',
    ]);
    await expect(segments[0]).toHaveAccessibleName(/Boshlanish sanasi, Davr$/);
    await expect(segments[3]).toHaveAccessibleName(/Tugash sanasi, Davr$/);
    // React Aria would say 'Selected Range: 1 to 30 ноябр, 2026'.
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Tanlangan davr: 01.11.2026 – 30.11.2026',
    );
    await expect(segments[3]).toHaveAccessibleDescription('Tanlangan davr: 01.11.2026 – 30.11.2026');
    for (const segment of segments) await expect(segment).not.toHaveAccessibleName(/Start|End/);
    await userEvent.click(canvas.getByRole('button', { name: /^Kalendarni ochish/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Noyabr 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya']);
    await expect(within(dialog).getByRole('button', { name: 'Oldingi oy' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Uzbek, empty: Uzbek placeholders; typing fills the start, then the end, day first. */
export const UzbekTyping: Story = {
  globals: { language: 'uz' },
  args: { label: 'Davr' },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group');
    await expect(segmentsText(group)).toBe('kk.oo.yyyykk.oo.yyyy');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? group);
    await userEvent.keyboard('0111202615112026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-15' });
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Давр', defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas, userEvent }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('01.11.202630.11.2026');
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments[0]).toHaveAccessibleName(/Бошланиш санаси, Давр$/);
    await expect(segments[3]).toHaveAccessibleName(/Тугаш санаси, Давр$/);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Танланган давр: 01.11.2026 – 30.11.2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Календарни очиш/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябр 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як']);
    await userEvent.keyboard('{Escape}');
  },
};

export const UzbekCyrillicEmpty: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Давр' },
  play: async ({ canvas }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('кк.оо.ййййкк.оо.йййй');
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { start: '2026-11-10', end: '2026-11-16' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
