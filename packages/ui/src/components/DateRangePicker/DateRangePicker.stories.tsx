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

/** With time: both ends get a 24-hour time. */
export const WithTime: Story = {
  args: { granularity: 'minute', defaultValue: { start: '2026-11-01T08:00', end: '2026-11-01T20:30' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Период/ });
    await expect(group.querySelector('[data-type="dayPeriod"]')).toBeNull();
    await expect(segmentsText(group)).toContain('20:30');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.required },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.ru.required)).toBeVisible();
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

export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Davr', defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Kalendarni ochish/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Noyabr 2026')).toBeVisible());
    await expect(weekdays(dialog)).toEqual(['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya']);
    await userEvent.keyboard('{Escape}');
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Давр', defaultValue: { start: '2026-11-01', end: '2026-11-30' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Календарни очиш/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Ноябр 2026')).toBeVisible());
    await expect(weekdays(dialog)[0]).toBe('Ду');
    await userEvent.keyboard('{Escape}');
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
