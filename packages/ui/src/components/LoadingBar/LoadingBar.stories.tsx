import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LoadingBar, loadingBarPlacements } from './LoadingBar.tsx';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
  args: { isLoading: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    placement: { control: 'inline-radio', options: loadingBarPlacements },
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (root: HTMLElement) => root.ownerDocument.querySelector<HTMLElement>('[role="progressbar"]');

export const Playground: Story = {};

/** Indeterminate: a named progressbar without a value, 3 px high, fixed at the top of the viewport. */
export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Загрузка…' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    const box = progress.getBoundingClientRect();
    await expect(box.height).toBe(3);
    await expect(box.top).toBe(0);
    await expect(getComputedStyle(progress).position).toBe('fixed');
    const fill = progress.firstElementChild as HTMLElement;
    await expect(getComputedStyle(fill).animationName).not.toBe('none');
  },
};

/** Determinate: the value is announced and the fill follows it. */
export const Progress: Story = {
  args: { value: 40 },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^40\s?%$/));
    const fill = progress.firstElementChild as HTMLElement;
    await expect(fill.style.width).toBe('40%');
  },
};

/** Nothing is rendered while nothing loads. */
export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toBeNull();
  },
};

/** Inside a positioned box (a card, a table) instead of the viewport. */
export const InContainer: Story = {
  args: { placement: 'container' },
  render: (args) => (
    <div style={{ position: 'relative', margin: '2rem', height: '6rem', border: '1px dashed' }}>
      <LoadingBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar');
    await expect(getComputedStyle(progress).position).toBe('absolute');
    await expect(progress.getBoundingClientRect().top).toBeGreaterThan(0);
  },
};

function Toggle() {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ padding: '2rem' }}>
      <LoadingBar isLoading={loading} />
      <Button onPress={() => setLoading((value) => !value)}>{loading ? 'Готово' : 'Загрузить'}</Button>
    </div>
  );
}

/** The app shows it while a route or a request loads. */
export const StartAndStop: Story = {
  render: () => <Toggle />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Загрузить' }));
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Готово' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** With `delayMs`, a request that ends sooner shows no bar at all. */
export const Delayed: Story = {
  args: { delayMs: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('progressbar', {}, { timeout: 2000 })).toBeInTheDocument();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Yuklanmoqda…' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Юкланмоқда…' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { value: 70 } };
