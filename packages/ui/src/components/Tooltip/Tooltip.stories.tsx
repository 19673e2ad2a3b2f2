import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
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
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** Leaving the trigger by the keyboard hides it at once. */
export const OnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Настройки' })).not.toHaveFocus();
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hover shows it after the delay; leaving hides it. */
export const OnHover: Story = {
  args: { delay: 100 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Настройки' });
    // The mouse moves over the page first, as a real one does.
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    // Not before the delay.
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await body.findByRole('tooltip');
    await expect(button).toHaveAccessibleDescription('Настройки отображения дашборда');
    // The pointer may move onto the hint without losing it.
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tooltip).toBeInTheDocument();
    await userEvent.unhover(tooltip);
    await userEvent.unhover(button);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A press on the trigger hides it. */
export const HiddenOnPress: Story = {
  args: { delay: 0 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Настройки' });
    await userEvent.pointer({ target: canvasElement });
    await userEvent.hover(button);
    await body.findByRole('tooltip');
    await userEvent.click(button);
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

/** A button with a visible label: the hint adds a description. */
export const OnTextButton: Story = {
  args: {
    content: 'Заявка вернётся на шаг «Сборка»',
    children: <Button tone="secondary">Вернуть на шаг</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('Заявка вернётся на шаг «Сборка»');
  },
};

/** An `IconButton` (a native button) as the trigger; its own title tip is turned off. */
export const OnIconButton: Story = {
  args: {
    content: 'Настройки отображения дашборда',
    children: <IconButton label="Настройки" icon={<SettingsIcon />} showTitle={false} />,
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Настройки' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await expect(button).toHaveAccessibleDescription('Настройки отображения дашборда');
  },
};

/** A native link works as the trigger too (the sidebar's links are). */
export const OnLink: Story = {
  args: {
    content: 'Откроется в этой вкладке',
    children: <a href="/del_application">Заявки на доставку</a>,
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Заявки на доставку' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Откроется в этой вкладке');
    await expect(link).toHaveAccessibleDescription('Откроется в этой вкладке');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
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
