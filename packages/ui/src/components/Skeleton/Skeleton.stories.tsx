import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const shapesIn = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[data-skeleton] > [aria-hidden="true"]'),
];

export const Playground: Story = {};

/** Text lines (the last shorter), `aria-busy`, and one 'Загрузка…' for screen readers. */
export const Lines: Story = {
  args: { lines: 4 },
  play: async ({ canvas, canvasElement }) => {
    const shapes = shapesIn(canvasElement);
    await expect(shapes).toHaveLength(4);
    await expect(shapes[3]?.getBoundingClientRect().width).toBeLessThan(
      shapes[0]?.getBoundingClientRect().width ?? 0,
    );
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Загрузка…')).toBeInTheDocument();
  },
};

export const Block: Story = {
  args: { shape: 'block', height: '10rem' },
  play: async ({ canvasElement }) => {
    const [block] = shapesIn(canvasElement);
    await expect(block?.getBoundingClientRect().height).toBe(160);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    const [circle] = shapesIn(canvasElement);
    const box = circle?.getBoundingClientRect();
    await expect(box?.width).toBe(48);
    await expect(box?.height).toBe(48);
  },
};

/** A card while its data loads: the shapes keep the card's final height. */
export const InCard: Story = {
  render: () => (
    <Card title="Заявка № 10 245">
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </div>
    </Card>
  ),
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yuklanmoqda…')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { lines: 2 } };
