import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { validationMessages } from '../FormField/formMessages.ts';
import { DatePicker, datePickerGranularities } from './DatePicker.tsx';

const segmentsText = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-type]')].map((segment) => segment.textContent).join('');

const weekdays = (dialog: HTMLElement) => [...dialog.querySelectorAll('th')].map((cell) => cell.textContent);

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Срок доставки', onValueChange: fn() },
  argTypes: {
    granularity: { control: 'inline-radio', options: datePickerGranularities },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: '2026-11-23', description: 'ДД.ММ.ГГГГ' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(segmentsText(group)).toBe('23.11.2026');
    // The chosen date, as the field writes it, then the field's own description.
    await expect(group).toHaveAccessibleDescription('Выбранная дата: 23.11.2026 ДД.ММ.ГГГГ');
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      'Выбранная дата: 23.11.2026 ДД.ММ.ГГГГ',
    );
  },
};

/** Empty: the placeholders say the order, day.month.year. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('дд.мм.гггг');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('');
  },
};

/** The calendar: Monday first, the month in the UI language; a click picks the day and closes it. */
export const Calendar: Story = {
  args: { defaultValue: '2026-11-23' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябрь 2026')).toBeVisible());
    // The weekday row is hidden from screen readers (each day's name says its weekday).
    await expect(weekdays(dialog)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    await userEvent.click(within(dialog).getByRole('button', { name: /25/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvas.getByRole('group'))).toBe('25.11.2026');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Выбранная дата: 25.11.2026');
  },
};

/** Typing: digits fill the segments in turn; arrows change the focused segment. */
export const KeyboardTyping: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const day = canvas.getAllByRole('spinbutton')[0];
    if (!day) throw new Error('no day segment');
    await userEvent.click(day);
    await userEvent.keyboard('24112026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-24');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-11-24');
  },
};

/** In the calendar: arrows move by day / week, Enter picks, Escape closes and returns focus. */
export const KeyboardCalendar: Story = {
  args: { defaultValue: '2026-11-23' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Открыть календарь/ });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /23/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-12-01');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Date and time: a 24-hour clock in every language (no AM/PM segment). */
export const WithTime: Story = {
  args: { granularity: 'minute', defaultValue: '2026-11-23T14:30', label: 'Время выезда' },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group');
    await expect(group.querySelector('[data-type="dayPeriod"]')).toBeNull();
    await expect(segmentsText(group)).toBe('23.11.2026, 14:30');
    const hour = group.querySelector<HTMLElement>('[data-type="hour"]');
    if (!hour) throw new Error('no hour segment');
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-23T15:30');
  },
};

export const WithTimeUzbek: Story = {
  ...WithTime,
  globals: { language: 'uz' },
  args: { ...WithTime.args, label: 'Joʻnash vaqti' },
};

/** An empty date and time in Uzbek: 'kk.oo.yyyy, ––:––' (kun, oy, yil), typed in that order. */
export const WithTimeUzbekEmpty: Story = {
  globals: { language: 'uz' },
  args: { granularity: 'minute', label: 'Joʻnash vaqti' },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group');
    await expect(segmentsText(group)).toBe('kk.oo.yyyy, ––:––');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? group);
    await userEvent.keyboard('241120260905');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-24T09:05');
    await expect(segmentsText(group)).toBe('24.11.2026, 09:05');
    await expect(group).toHaveAccessibleDescription('Tanlangan sana: 24.11.2026, 09:05');
  },
};

/** Out of range days are disabled in the calendar. */
export const MinAndMax: Story = {
  args: { defaultValue: '2026-11-15', minValue: '2026-11-10', maxValue: '2026-11-20' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /\b9\b/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /\b21\b/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /\b12\b/ })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.deadlineRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.ru.deadlineRequired)).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-23' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Открыть календарь/ })).toBeDisabled();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/**
 * Uzbek (Latin): day.month.year as Uzbekistan writes it (Chromium's own pattern for Latin Uzbek
 * is year-month-day), month and weekday names of our own, Monday first, buttons named in Uzbek.
 */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Yetkazish muddati', defaultValue: '2026-11-23' },
  play: async ({ canvas, userEvent }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('23.11.2026');
    // React Aria would describe it as 'Selected Date: 23 ноябр, 2026'.
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Tanlangan sana: 23.11.2026');
    await expect(canvas.getByRole('button', { name: /^Kalendarni ochish/ })).toHaveAccessibleDescription(
      'Tanlangan sana: 23.11.2026',
    );
    await expect(canvas.getAllByRole('spinbutton').map((segment) => segment.dataset.type)).toEqual([
      'day',
      'month',
      'year',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /^Kalendarni ochish/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Noyabr 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya']);
    await expect(within(dialog).getByRole('button', { name: 'Oldingi oy' })).toBeInTheDocument();
    // Screen readers hear the day in Uzbek (Cyrillic data: Chromium has no Latin), not '2026 M11 23, Mon'.
    await expect(within(dialog).getByRole('button', { name: /23/ })).toHaveAccessibleName(
      /душанба, 23 ноябр/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keyingi oy' }));
    await waitFor(() => expect(within(dialog).getByText('Dekabr 2026')).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

/** Uzbek, empty: Uzbek placeholders (kun, oy, yil); digits fill day, then month, then year. */
export const UzbekEmpty: Story = {
  globals: { language: 'uz' },
  args: { label: 'Yetkazish muddati' },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group');
    await expect(segmentsText(group)).toBe('kk.oo.yyyy');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] ?? group);
    await userEvent.keyboard('0503');
    await expect(segmentsText(group)).toBe('05.03.yyyy');
    await userEvent.keyboard('2027');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-05');
    await expect(group).toHaveAccessibleDescription('Tanlangan sana: 05.03.2027');
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Етказиш муддати', defaultValue: '2026-11-23' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Календарни очиш/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябр 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як']);
    await expect(within(dialog).getByRole('button', { name: 'Кейинги ой' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // Chromium writes '23/11/2026' in Cyrillic Uzbek; Uzbekistan writes 23.11.2026.
    await expect(segmentsText(canvas.getByRole('group'))).toBe('23.11.2026');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Танланган сана: 23.11.2026');
  },
};

export const UzbekCyrillicEmpty: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Етказиш муддати' },
  play: async ({ canvas }) => {
    await expect(segmentsText(canvas.getByRole('group'))).toBe('кк.оо.йййй');
  },
};

export const DarkThemeOpen: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '2026-11-23' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
