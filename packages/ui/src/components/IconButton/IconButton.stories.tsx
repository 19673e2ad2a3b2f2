import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon } from '../../icons/icons.tsx';
import { DownloadIcon, PlusIcon, TrashIcon } from '../FormField/formIcons.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { IconButton, iconButtonSizes, iconButtonTones } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: {
    label: 'Скачать',
    icon: <DownloadIcon />,
    tone: 'ghost',
    size: 'md',
    onPress: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the button's accessible name (and its tooltip); the icon is hidden from screen readers. */
export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Скачать' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(button.querySelector('[title]')).toHaveAttribute('title', 'Скачать');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap="3" align="center">
      <IconButton {...args} tone="primary" label="Добавить" icon={<PlusIcon />} />
      <IconButton {...args} tone="secondary" label="Скачать" icon={<DownloadIcon />} />
      <IconButton {...args} tone="critical" label="Удалить" icon={<TrashIcon />} />
      <IconButton {...args} tone="ghost" label="Закрыть" icon={<CloseIcon />} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Добавить', 'Скачать', 'Удалить', 'Закрыть']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** Square: 32px (`sm`, in table rows) and 40px (`md`, beside inputs). */
export const Sizes: Story = {
  args: { tone: 'secondary' },
  render: (args) => (
    <Stack direction="row" gap="3" align="center">
      <IconButton {...args} size="sm" label="Скачать (маленькая)" />
      <IconButton {...args} size="md" label="Скачать (обычная)" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Скачать (маленькая)' }).getBoundingClientRect();
    const medium = canvas.getByRole('button', { name: 'Скачать (обычная)' }).getBoundingClientRect();
    await expect([Math.round(small.width), Math.round(small.height)]).toEqual([32, 32]);
    await expect([Math.round(medium.width), Math.round(medium.height)]).toEqual([40, 40]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Stack direction="row" gap="3">
      {iconButtonTones.map((tone) => (
        <IconButton key={tone} {...args} tone={tone} label={`Скачать (${tone})`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas, args, userEvent }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While pending: a spinner replaces the icon, presses (pointer or keys) are ignored, the name stays. */
export const Pending: Story = {
  args: { isPending: true, tone: 'secondary' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Скачать' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

const submitted = fn();

/** A pending `submit` button does not submit its form again, nor does Enter in one of the form's fields. */
export const PendingSubmit: Story = {
  args: { type: 'submit', isPending: true, label: 'Найти', tone: 'primary' },
  render: (args) => (
    <form
      aria-label="Поиск"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Stack direction="row" gap="2" align="center">
        <input aria-label="Номер заявки" />
        <IconButton {...args} />
      </Stack>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Найти' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Номер заявки' }), '1024{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Скачать' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
};
