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
    await expect(segmentsText(canvas.getByRole('group'))).toBe('23.11.2026');
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
    await expect(segmentsText(group)).toContain('14:30');
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

/** Uzbek (Latin): month and weekday names of our own, Monday first, buttons named in Uzbek. */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Yetkazish muddati', defaultValue: '2026-11-23' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Kalendarni ochish/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Noyabr 2026')).toBeVisible());
    await expect(weekdays(dialog)[0]).toBe('Du');
    await expect(within(dialog).getByRole('button', { name: 'Oldingi oy' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Етказиш муддати', defaultValue: '2026-11-23' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Календарни очиш/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябр 2026')).toBeVisible());
    await expect(weekdays(dialog)[0]).toBe('Ду');
    await expect(within(dialog).getByRole('button', { name: 'Кейинги ой' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
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
