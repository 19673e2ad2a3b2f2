import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { isUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { Button } from '../Button/Button.tsx';
import { StepBackConfirm, type StepBackConfirmProps } from './StepBackConfirm.tsx';

type Texts = Pick<
  StepBackConfirmProps,
  'title' | 'description' | 'targetStepLabel' | 'actorLabel' | 'timeLabel' | 'confirmLabel' | 'cancelLabel'
>;

/** The app's messages in the three languages: the story follows the toolbar's language. */
const texts: Record<UiLocale, Texts> = {
  ru: {
    title: 'Вернуть заявку на предыдущий шаг?',
    description: 'Заявка KR-000123 вернётся на шаг назад; действие попадёт в историю.',
    targetStepLabel: 'Вернётся на шаг',
    actorLabel: 'Кто возвращает',
    timeLabel: 'Когда',
    confirmLabel: 'Вернуть',
    cancelLabel: 'Отмена',
  },
  uz: {
    title: 'Arizani oldingi bosqichga qaytarasizmi?',
    description: 'KR-000123 arizasi bir bosqich orqaga qaytadi; amal tarixga yoziladi.',
    targetStepLabel: 'Qaytadigan bosqich',
    actorLabel: 'Kim qaytaradi',
    timeLabel: 'Qachon',
    confirmLabel: 'Qaytarish',
    cancelLabel: 'Bekor qilish',
  },
  'uz-Cyrl': {
    title: 'Аризани олдинги босқичга қайтарасизми?',
    description: 'KR-000123 аризаси бир босқич орқага қайтади; амал тарихга ёзилади.',
    targetStepLabel: 'Қайтадиган босқич',
    actorLabel: 'Ким қайтаради',
    timeLabel: 'Қачон',
    confirmLabel: 'Қайтариш',
    cancelLabel: 'Бекор қилиш',
  },
};

const meta = {
  title: 'Components/StepBackConfirm',
  component: StepBackConfirm,
  args: {
    ...texts.ru,
    targetStep: 'Сборка',
    actor: 'Каримов Бахтиёр',
    time: '22.11.2026, 09:15',
    dateTime: '2026-11-22T09:15:00+05:00',
    trigger: <Button tone="secondary">Шаг назад</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { trigger: { control: false } },
  render: (args, { globals }) => {
    const locale = isUiLocale(globals.language) ? globals.language : 'ru';
    return <StepBackConfirm {...args} {...(locale === 'ru' ? {} : texts[locale])} />;
  },
} satisfies Meta<typeof StepBackConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shows where the application goes back to, who does it and when. Focus starts on Cancel and
 * stays in the dialog; Escape cancels and returns focus to the trigger.
 */
export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Шаг назад' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Вернуть заявку на предыдущий шаг?' });
    await expect(within(dialog).getByTestId('step-back-target')).toHaveTextContent('Сборка');
    await expect(within(dialog).getByText('Каримов Бахтиёр')).toBeInTheDocument();
    await expect(within(dialog).getByText('22.11.2026, 09:15')).toHaveAttribute(
      'datetime',
      '2026-11-22T09:15:00+05:00',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' });
    const confirm = within(dialog).getByRole('button', { name: 'Вернуть' });
    await expect(cancel).toHaveFocus();
    await expect(confirm).not.toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // React Aria gives focus back once the closing animation ends.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Confirms: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Шаг назад' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Open, for review in every theme and language (toolbar). */
export const Open: Story = { args: { trigger: undefined, defaultOpen: true } };

/** In Uzbek (Latin), as the toolbar's language sets it. */
export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { trigger: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Arizani oldingi bosqichga qaytarasizmi?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Bekor qilish' })).toHaveFocus();
    await expect(document.documentElement).toHaveAttribute('lang', 'uz');
  },
};

export const Pending: Story = {
  args: { trigger: undefined, defaultOpen: true, isPending: true, pendingLabel: 'Возвращаем…' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Возвращаем…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { trigger: undefined, defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
