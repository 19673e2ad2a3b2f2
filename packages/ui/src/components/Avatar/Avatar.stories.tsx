import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes, initialsOf } from './Avatar.tsx';

/** A tiny photo as a data URI: no network in tests. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8aa"/><circle cx="20" cy="16" r="8" fill="#eee"/><rect x="8" y="28" width="24" height="12" rx="6" fill="#eee"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Дилноза Рахимова', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Initials of the first two words, named by the full name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Дилноза Рахимова' });
    await expect(avatar).toHaveTextContent('ДР');
    await expect(initialsOf('  aziz  ')).toBe('A');
    await expect(initialsOf('Oʻktam Gʻulomov Karimovich')).toBe('OG');
    await expect(initialsOf('')).toBe('');
  },
};

export const WithImage: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Дилноза Рахимова' });
    const image = avatar.querySelector('img');
    await expect(image).not.toBeNull();
    await expect(image).toHaveAttribute('alt', '');
  },
};

/** A broken photo falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Дилноза Рахимова' });
    await waitFor(() => expect(avatar).toHaveTextContent('ДР'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('img').map((avatar) => avatar.getBoundingClientRect().width);
    await expect(widths).toEqual([24, 32, 40, 64]);
  },
};

const people = [
  'Дилноза Рахимова',
  'Азиз Каримов',
  'Shahnoza Yusupova',
  'Oʻktam Gʻulomov',
  'Bekzod Tursunov',
  'Ирина Ли',
];

/** Colours come from the name; every tone is readable in both themes (axe checks contrast). */
export const Colours: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      {people.map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </div>
  ),
};

export const ColoursDark: Story = { ...Colours, globals: { theme: 'dark' } };

/** Beside a written name it is hidden from screen readers. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <Avatar {...args} />
      Дилноза Рахимова
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
