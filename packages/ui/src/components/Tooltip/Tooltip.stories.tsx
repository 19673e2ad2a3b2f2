import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button as AriaButton } from 'react-aria-components';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SettingsIcon } from '../NavIcons/NavIcons.tsx';
import { Tooltip, tooltipPlacements } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'Настройки отображения дашборда',
    children: (
      <Button tone="secondary" aria-label="Настройки">
        <SettingsIcon width={16} height={16} />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {};

/** Keyboard focus shows it at once and describes the button; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Настройки' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Настройки отображения дашборда');
    await expect(button).toHaveAccessibleDescription('Настройки отображения дашборда');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Hover shows it after the delay; leaving hides it. */
export const OnHover: Story = {
  args: { delay: 100 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Настройки' });
    // The mouse moves over the page first, as a real one does (React Aria then knows it is a pointer).
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Настройки' });
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().bottom,
      ),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Any React Aria focusable works as the trigger. */
export const OnTextButton: Story = {
  args: {
    content: 'Заявка вернётся на шаг «Сборка»',
    children: <AriaButton style={{ padding: '0.5rem 1rem' }}>Вернуть на шаг</AriaButton>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('Заявка вернётся на шаг «Сборка»');
  },
};

/** Shown in the dark theme (inverted colours stay readable). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
  },
};
