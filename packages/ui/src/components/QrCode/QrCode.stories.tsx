import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { QrCode, qrErrorCorrectionLevels } from './QrCode.tsx';
import { decodeQr } from './decodeQr.ts';

const address = 'https://karvon.uz/reestr/item/1287';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: address, label: 'QR-код реестра R-2026-1120-01', size: '40mm' },
  argTypes: {
    errorCorrectionLevel: { control: 'inline-radio', options: qrErrorCorrectionLevels },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone reads back exactly the address it was given. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'QR-код реестра R-2026-1120-01' });
    await expect(await decodeQr(svg as unknown as SVGSVGElement)).toBe(address);
  },
};

/** A long address with Cyrillic text takes a larger version and still reads back. */
export const LongValue: Story = {
  args: { value: `${address}?note=${'Реестр конца дня — Самарканд'.repeat(3)}`, label: 'QR-код' },
  play: async ({ canvas, args }) => {
    const svg = canvas.getByRole('img', { name: 'QR-код' });
    await expect(await decodeQr(svg as unknown as SVGSVGElement, 600)).toBe(args.value);
  },
};

/** Every level of error correction: more damage survived, more modules drawn. */
export const ErrorCorrectionLevels: Story = {
  render: (args) => (
    <Stack direction="row" gap="4">
      {qrErrorCorrectionLevels.map((level) => (
        <QrCode key={level} {...args} errorCorrectionLevel={level} label={`QR ${level}`} size="30mm" />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of qrErrorCorrectionLevels) {
      const svg = canvas.getByRole('img', { name: `QR ${level}` }) as unknown as SVGSVGElement;
      await expect(await decodeQr(svg)).toBe(address);
    }
  },
};

/** Black on white on the dark theme too: a scanner needs the contrast. */
export const DarkTheme: Story = { ...Playground, globals: { theme: 'dark' } };
