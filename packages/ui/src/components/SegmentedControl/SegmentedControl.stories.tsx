import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { SegmentedControl, segmentedControlSizes, type SegmentedControlProps } from './SegmentedControl.tsx';

const languages = [
  { id: 'ru', label: 'Русский' },
  { id: 'uz', label: 'Oʻzbekcha' },
  { id: 'uz-Cyrl', label: 'Ўзбекча' },
] as const;

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'Язык',
    options: languages,
    defaultValue: 'ru',
    size: 'md',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: segmentedControlSizes },
    options: { control: false },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group named by the (hidden) label; the selected option is checked. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Язык' });
    await expect(group).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Русский' })).toBeChecked();
    // Visually hidden: a 1px clipped box, still in the accessibility tree.
    await expect(canvas.getByText('Язык').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Tab enters at the selected option; the arrow keys move the selection and report it. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const russian = canvas.getByRole('radio', { name: 'Русский' });
    await expect(russian).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const latin = canvas.getByRole('radio', { name: 'Oʻzbekcha' });
    await expect(latin).toBeChecked();
    await expect(latin).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('uz');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ўзбекча' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('uz-Cyrl');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(latin).toBeChecked();
    await expect(russian).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const PointerSelection: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('Ўзбекча'));
    await expect(canvas.getByRole('radio', { name: 'Ўзбекча' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('uz-Cyrl');
  },
};

function ControlledLanguage(props: SegmentedControlProps) {
  const [language, setLanguage] = useState('uz');
  return (
    <Stack gap="3" align="center">
      <SegmentedControl
        {...props}
        value={language}
        onValueChange={(id) => {
          props.onValueChange?.(id);
          setLanguage(id);
        }}
      />
      <Text tone="muted">{`Выбрано: ${language}`}</Text>
    </Stack>
  );
}

/** `value` + `onValueChange`: the app keeps the language and passes it back. */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: (args) => <ControlledLanguage {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Oʻzbekcha' })).toBeChecked();
    await userEvent.click(canvas.getByText('Русский'));
    await expect(canvas.getByRole('radio', { name: 'Русский' })).toBeChecked();
    await expect(canvas.getByText('Выбрано: ru')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('ru');
  },
};

/** A controlled value that the app does not update stays put: the app owns the state. */
export const ControlledFixed: Story = {
  args: { defaultValue: undefined, value: 'ru' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('Oʻzbekcha'));
    await expect(args.onValueChange).toHaveBeenCalledWith('uz');
    await expect(canvas.getByRole('radio', { name: 'Русский' })).toBeChecked();
  },
};

export const VisibleLabel: Story = {
  args: { labelVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Язык')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Язык' })).toBeInTheDocument();
  },
};

/** `sm` for the sign-in footer and the header, `md` beside form controls. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4" align="center">
      {segmentedControlSizes.map((size) => (
        <SegmentedControl key={size} {...args} size={size} label={`Язык (${size})`} />
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Ўзбекча'));
    await expect(canvas.getByRole('radio', { name: 'Русский' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Two options work as well: e.g. a list/map view switch. */
export const TwoOptions: Story = {
  args: {
    label: 'Вид',
    options: [
      { id: 'list', label: 'Список' },
      { id: 'map', label: 'Карта' },
    ],
    defaultValue: 'list',
  },
};

/**
 * Short labels for a phone's header ('RU', 'UZ', 'ЎЗ'): from a tablet's width up the full labels show; below, the
 * codes do, and the full labels still name the options. Narrow the viewport to see them.
 */
export const ShortLabels: Story = {
  args: {
    options: [
      { id: 'ru', label: 'Русский', shortLabel: 'RU' },
      { id: 'uz', label: 'Oʻzbekcha', shortLabel: 'UZ' },
      { id: 'uz-Cyrl', label: 'Ўзбекча', shortLabel: 'ЎЗ' },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Ўзбекча' })).not.toBeChecked();
    const isPhone = !window.matchMedia('(min-width: 640px)').matches;
    const width = (text: string) => canvas.getByText(text, { exact: true }).getBoundingClientRect().width;
    if (isPhone) {
      await expect(width('Ўзбекча')).toBeLessThanOrEqual(1);
      await expect(width('ЎЗ')).toBeGreaterThan(10);
    } else {
      await expect(width('Ўзбекча')).toBeGreaterThan(10);
      await expect(width('ЎЗ')).toBe(0);
    }
    await userEvent.click(canvas.getByText(isPhone ? 'ЎЗ' : 'Ўзбекча', { exact: true }));
    await expect(canvas.getByRole('radio', { name: 'Ўзбекча' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('uz-Cyrl');
  },
};
