import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { ToastCard, toastTones, type ToastTone } from './ToastCard.tsx';

const meta = {
  title: 'Components/ToastCard',
  component: ToastCard,
  args: {
    tone: 'critical',
    children: 'Неверный номер телефона или пароль',
    durationMs: 5000,
    isPaused: false,
    closeLabel: 'Закрыть',
    onClose: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: toastTones },
    children: { control: 'text' },
    title: { control: 'text' },
    durationMs: { control: 'number' },
  },
} satisfies Meta<typeof ToastCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The progress bar is decorative (aria-hidden): it is the one element with an animation. */
const progressBarIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find(
    (element) => getComputedStyle(element).animationName !== 'none',
  );

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const close = canvas.getByRole('button', { name: 'Закрыть' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const samples: Record<ToastTone, string> = {
  critical: 'Неверный номер телефона или пароль',
  positive: 'Заявка сохранена',
  caution: 'Сессия скоро истечёт, сохраните изменения',
  info: 'Доступна новая версия приложения',
};

/** An icon and a bar colour per tone; the message itself is always in the body text colour. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="3">
      {toastTones.map((tone) => (
        <ToastCard key={tone} {...args} tone={tone}>
          {samples[tone]}
        </ToastCard>
      ))}
    </Stack>
  ),
};

export const Positive: Story = { args: { tone: 'positive', children: samples.positive } };
export const Caution: Story = { args: { tone: 'caution', children: samples.caution } };
export const Info: Story = { args: { tone: 'info', children: samples.info } };

export const WithTitle: Story = {
  args: {
    tone: 'positive',
    title: 'Заявка № 10 245 создана',
    children: 'Получатель получит SMS с номером для отслеживания.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Заявка № 10 245 создана')).toBeVisible();
  },
};

/** The × button is named by `closeLabel` and works from the keyboard. */
export const CloseWithKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const close = canvas.getByRole('button', { name: 'Закрыть' });
    await expect(close).toHaveAccessibleName('Закрыть');
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The bar empties linearly over `durationMs` (5000 ms in the app). */
export const Countdown: Story = {
  args: { durationMs: 3000 },
  play: async ({ canvasElement }) => {
    const bar = progressBarIn(canvasElement);
    await expect(bar).toBeDefined();
    const style = getComputedStyle(bar as HTMLElement);
    await expect(style.animationDuration).toBe('3s');
    await expect(style.animationTimingFunction).toBe('linear');
    await expect(style.animationPlayState).toBe('running');
  },
};

/** While the pointer is over the toasts, the library pauses the timer and the bar stops. */
export const Paused: Story = {
  args: { isPaused: true },
  play: async ({ canvasElement }) => {
    const bar = progressBarIn(canvasElement);
    await expect(bar).toBeDefined();
    await expect(getComputedStyle(bar as HTMLElement).animationPlayState).toBe('paused');
  },
};

/**
 * The bar stops while the pointer is over the card and runs again when it leaves; the app is
 * told, to pause the timer alike (SPEC §9: 5000 ms with a progress bar).
 */
export const PauseOnHover: Story = {
  args: { onPauseChange: fn() },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const bar = progressBarIn(canvasElement) as HTMLElement;
    const card = canvas.getByRole('button', { name: 'Закрыть' }).parentElement as HTMLElement;
    await expect(getComputedStyle(bar).animationPlayState).toBe('running');
    await userEvent.hover(card);
    await expect(getComputedStyle(bar).animationPlayState).toBe('paused');
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(card);
    await expect(getComputedStyle(bar).animationPlayState).toBe('running');
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard focus on the close button pauses it too, so that the user can read and close it. */
export const PauseOnFocus: Story = {
  args: { onPauseChange: fn() },
  play: async ({ canvasElement, args, userEvent }) => {
    const bar = progressBarIn(canvasElement) as HTMLElement;
    await userEvent.tab();
    await expect(getComputedStyle(bar).animationPlayState).toBe('paused');
    await expect(args.onPauseChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(getComputedStyle(bar).animationPlayState).toBe('running');
    await expect(args.onPauseChange).toHaveBeenLastCalledWith(false);
  },
};

/** `pauseOnInteraction={false}`: only `isPaused` stops the bar. */
export const NoPauseOnHover: Story = {
  args: { pauseOnInteraction: false, onPauseChange: fn() },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const bar = progressBarIn(canvasElement) as HTMLElement;
    await userEvent.hover(canvas.getByRole('button', { name: 'Закрыть' }).parentElement as HTMLElement);
    await expect(getComputedStyle(bar).animationPlayState).toBe('running');
    await expect(args.onPauseChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };

/** A toast that stays until the condition ends (offline): no progress bar. */
export const Persistent: Story = {
  args: {
    tone: 'caution',
    durationMs: Infinity,
    title: 'Нет соединения с интернетом',
    children: 'Проверьте подключение. Данные обновятся, когда связь восстановится.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(progressBarIn(canvasElement)).toBeUndefined();
    await expect(canvas.getByRole('button', { name: 'Закрыть' })).toBeVisible();
  },
};

/** Long Uzbek texts wrap inside the card's width (at most 360 px). */
export const LongMessage: Story = {
  args: {
    tone: 'info',
    title: 'Yangi versiya mavjud',
    children:
      'Ilovaning yangi versiyasi oʻrnatildi. Oʻzgarishlarni koʻrish uchun sahifani qayta yuklang — kiritilgan maʼlumotlar saqlanadi.',
    closeLabel: 'Yopish',
  },
  play: async ({ canvas }) => {
    const close = canvas.getByRole('button', { name: 'Yopish' });
    const card = close.parentElement as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
