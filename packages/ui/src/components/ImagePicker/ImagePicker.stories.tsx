import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { validationMessages } from '../FormField/formMessages.ts';
import { ImagePicker } from './ImagePicker.tsx';

// A 1×1 PNG.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const photo = () => new File([pngBytes], 'фото-товара.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'накладная.pdf', { type: 'application/pdf' });
// Named and typed as a PNG, but not one: the browser cannot draw it.
const notReallyPng = () => new File(['%PDF-1.4'], 'скан.png', { type: 'image/png' });

/** Puts files into the hidden file input, as the browser does after the dialog. */
function pickFiles(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The drop area, found from its hidden button (named by the area's label and the field's). */
const dropZoneOf = (root: HTMLElement, name = 'Область перетаскивания изображения Фото товара') => {
  const zone = within(root).getByRole('button', { name }).closest<HTMLElement>('[data-rac]');
  if (!zone) throw new Error('no drop zone');
  return zone;
};

/**
 * Drags files over the drop area and drops them, as the browser does for files from the desktop.
 * Two things of such a drag a script cannot make itself are put in for the time of the events: the
 * allowed effect ('all'; writable only in dragstart) and a file-system entry for each file.
 */
async function dropFiles(zone: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  Object.defineProperty(transfer, 'effectAllowed', { value: 'all' });
  const box = zone.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const fire = (type: string) =>
    zone.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, ...at }),
    );
  fire('dragenter');
  fire('dragover');
  await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    fire('drop');
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
  await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
}

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Фото товара', onValueChange: fn(), onInvalidFile: fn() },
  argTypes: { description: { control: 'text' }, errorMessage: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'PNG или JPG' },
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Выбрать изображение' });
    await expect(choose).toHaveAccessibleDescription('PNG или JPG');
    await expect(canvas.getByText('Перетащите изображение сюда или')).toBeVisible();
  },
};

/** A chosen image is previewed; the button turns to 'Заменить'; remove clears it. */
export const ChooseAnImage: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    pickFiles(canvasElement, [photo()]);
    const preview = await canvas.findByRole('img', { name: 'Предпросмотр: Фото товара' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'фото-товара.png' }),
    );
    await expect(canvas.getByRole('button', { name: 'Заменить' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить: фото-товара.png' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Not an image: refused with the SPEC §5 message, linked to the button; a real image clears it. */
export const RefusesNonImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    pickFiles(canvasElement, [pdf()]);
    const message = await canvas.findByText('Пожалуйста, выберите изображение!');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toHaveAccessibleDescription(
      'Пожалуйста, выберите изображение!',
    );
    await expect(args.onInvalidFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'накладная.pdf' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    pickFiles(canvasElement, [photo()]);
    await waitFor(() =>
      expect(canvas.queryByText('Пожалуйста, выберите изображение!')).not.toBeInTheDocument(),
    );
  },
};

/** A file typed as an image that cannot be drawn is refused as a non-image is, and the choice is cleared. */
export const RefusesBrokenImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    pickFiles(canvasElement, [notReallyPng()]);
    await canvas.findByText('Пожалуйста, выберите изображение!');
    await expect(args.onInvalidFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'скан.png' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByText('скан.png')).not.toBeInTheDocument();
  },
};

/** A saved image that does not load: the placeholder, not its alternative text. */
export const SavedImageMissing: Story = {
  args: { imageUrl: '/no-such-image.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Заменить' })).toBeVisible();
  },
};

/** Dropping a PNG on the area previews it, like choosing it in the dialog. */
export const DropAnImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropZoneOf(canvasElement), [photo()]);
    const preview = await canvas.findByRole('img', { name: 'Предпросмотр: Фото товара' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'фото-товара.png', type: 'image/png' }),
    );
    await expect(canvas.getByText('фото-товара.png')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Заменить' })).toBeVisible();
  },
};

/** Dropping a file that is not an image is refused with the SPEC §5 message; a dropped PNG clears it. */
export const DropRefusesNonImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await dropFiles(dropZoneOf(canvasElement), [pdf()]);
    await expect(await canvas.findByText('Пожалуйста, выберите изображение!')).toBeVisible();
    await expect(args.onInvalidFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'накладная.pdf' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await dropFiles(dropZoneOf(canvasElement), [photo()]);
    await canvas.findByRole('img', { name: 'Предпросмотр: Фото товара' });
    await expect(canvas.queryByText('Пожалуйста, выберите изображение!')).not.toBeInTheDocument();
  },
};

/** Keyboard: Tab reaches the button, Enter / Space open the file dialog. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const opened = fn();
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Выбрать изображение' });
    if (document.activeElement !== choose) choose.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(input).toHaveAttribute('accept', 'image/*');
  },
};

/** The image already saved on the server, shown until another is chosen. */
export const WithSavedImage: Story = {
  args: {
    imageUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="%232563eb"/></svg>',
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Предпросмотр: Фото товара' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Заменить' })).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: validationMessages.ru.imageRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toHaveAccessibleDescription(
      validationMessages.ru.imageRequired,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Выбрать изображение' })).toBeDisabled();
  },
};

export const Uzbek: Story = {
  globals: { language: 'uz' },
  args: { label: 'Mahsulot rasmi' },
  play: async ({ canvas, canvasElement }) => {
    pickFiles(canvasElement, [pdf()]);
    await expect(await canvas.findByText('Iltimos, rasmni tanlang!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rasm tanlash' })).toBeVisible();
    // The drop area's own button is named in Uzbek too (React Aria would say 'DropZone').
    await dropFiles(dropZoneOf(canvasElement, 'Rasmni tashlash maydoni Mahsulot rasmi'), [photo()]);
    await canvas.findByRole('img', { name: 'Oldindan koʻrish: Mahsulot rasmi' });
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Маҳсулот расми' },
  play: async ({ canvas, canvasElement }) => {
    pickFiles(canvasElement, [pdf()]);
    await expect(await canvas.findByText('Илтимос, расмни танланг!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Расм танлаш' })).toBeVisible();
    await expect(dropZoneOf(canvasElement, 'Расмни ташлаш майдони Маҳсулот расми')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { errorMessage: validationMessages.ru.imageRequired, isRequired: true },
};
