import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FileList, type FileListItem, type FileListProps } from './FileList.tsx';
import { formatFileSize } from './fileSize.ts';

const files: FileListItem[] = [
  {
    id: '1',
    name: 'накладная-1024.pdf',
    size: 245_760,
    type: 'application/pdf',
    url: 'data:application/pdf;base64,JVBERi0xLjQK',
  },
  {
    id: '2',
    name: 'реестр-ноябрь.xlsx',
    size: 1_572_864,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    url: 'data:text/plain,1',
  },
  { id: '3', name: 'фото-груза.jpg', size: 3_407_872, type: 'image/jpeg', status: 'uploading', progress: 45 },
  { id: '4', name: 'договор.docx', size: 52_000, status: 'failed' },
];

const meta = {
  title: 'Components/FileList',
  component: FileList,
  args: { files, onRemove: fn() },
  argTypes: { files: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, size, type icon, download link, remove button; upload progress and failure. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Файлы' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(list).toHaveTextContent('240 КБ');
    await expect(list).toHaveTextContent('1,5 МБ');
    const download = canvas.getByRole('link', { name: 'Скачать: накладная-1024.pdf' });
    await expect(download).toHaveAttribute('download', 'накладная-1024.pdf');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** An upload in progress: a progress bar named after the file, with its percentage. */
export const Uploading: Story = {
  args: { files: [files[2] as FileListItem] },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Загружается: фото-груза.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { files: [files[3] as FileListItem] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Не удалось загрузить')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Удалить: накладная-1024.pdf' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

function RemovableFiles(props: FileListProps) {
  const [list, setList] = useState(props.files);
  return (
    <FileList
      {...props}
      files={list}
      onRemove={(id) => {
        props.onRemove?.(id);
        setList((current) => current.filter((file) => file.id !== id));
      }}
    />
  );
}

/** Removing by keyboard: focus moves to the next file's remove button, and to the list after the last. */
export const RemoveWithKeyboard: Story = {
  render: (args) => <RemovableFiles {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'Удалить: накладная-1024.pdf' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Удалить: реестр-ноябрь.xlsx' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Файлы' })).toHaveFocus());
    await expect(canvas.getByText('Нет данных')).toBeVisible();
  },
};

export const Uzbek: Story = {
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Fayllar' })).toHaveTextContent(/1[.,]5 MB/);
    await expect(canvas.getByRole('link', { name: 'Yuklab olish: накладная-1024.pdf' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Oʻchirish: договор.docx' })).toBeInTheDocument();
    await expect(canvas.getByText('Yuklab boʻlmadi')).toBeVisible();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Файллар' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Юкланмоқда: фото-груза.jpg' })).toBeInTheDocument();
    await expect(formatFileSize(1_572_864, 'uz-Cyrl').replace(/\s/g, ' ')).toBe('1,5 МБ');
  },
};

/** Download and preview by the owner (a token-protected file is fetched, not linked): buttons, not links. */
export const DownloadAndPreview: Story = {
  args: { onDownload: fn(), onPreview: fn(), onRemove: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    // Pictures and PDFs that are uploaded get a preview; a spreadsheet, an upload and a failure do not.
    await expect(canvas.getAllByRole('button', { name: /^Просмотреть: / })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: /^Скачать: / })).toHaveLength(2);
    const preview = canvas.getByRole('button', { name: 'Просмотреть: накладная-1024.pdf' });
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreview).toHaveBeenCalledWith(files[0]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Скачать: накладная-1024.pdf' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDownload).toHaveBeenCalledWith(files[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Скачать: реестр-ноябрь.xlsx' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(files[1]);
  },
};

/** A picture gets a preview too; while its file is fetched the buttons of that file wait and ignore presses. */
export const Fetching: Story = {
  args: {
    files: [{ ...(files[2] as FileListItem), status: 'done' }, files[1] as FileListItem],
    onDownload: fn(),
    onPreview: fn(),
    onRemove: undefined,
    busyIds: ['3'],
  },
  play: async ({ canvas, args, userEvent }) => {
    const preview = canvas.getByRole('button', { name: 'Просмотреть: фото-груза.jpg' });
    await expect(preview).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(preview);
    await expect(args.onPreview).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-busy', 'true');
    const other = canvas.getByRole('button', { name: 'Скачать: реестр-ноябрь.xlsx' });
    await expect(other).toBeEnabled();
  },
};

export const DownloadAndPreviewUzbek: Story = {
  args: { onDownload: fn(), onPreview: fn(), onRemove: undefined },
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Koʻrish: накладная-1024.pdf' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Yuklab olish: накладная-1024.pdf' }),
    ).toBeInTheDocument();
  },
};

export const DownloadAndPreviewUzbekCyrillic: Story = {
  args: { onDownload: fn(), onPreview: fn(), onRemove: undefined },
  globals: { language: 'uz-Cyrl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Кўриш: накладная-1024.pdf' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Юклаб олиш: накладная-1024.pdf' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
