import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPdf, isPicture, type FileRef } from './fileKinds.ts';
import { useFileActions } from './useFileActions.ts';

const pdf: FileRef = { id: '1', name: 'накладная.pdf', type: 'application/pdf' };
const png: FileRef = { id: '2', name: 'фото.png', type: 'image/png' };
const xlsx: FileRef = {
  id: '3',
  name: 'реестр.xlsx',
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Actions = ReturnType<typeof useFileActions<FileRef>>;

let root: Root | undefined;
let actions: Actions;
let created: string[];
let revoked: string[];
let clicked: { href: string; download: string }[];

function Harness({
  fetchFile,
  onRender,
}: {
  fetchFile: (file: FileRef) => Promise<Blob>;
  onRender: (current: Actions) => void;
}) {
  const current = useFileActions(fetchFile);
  useEffect(() => onRender(current));
  return null;
}

function mount(fetchFile: (file: FileRef) => Promise<Blob>) {
  const mounted = createRoot(document.createElement('div'));
  root = mounted;
  act(() =>
    mounted.render(
      <Harness
        fetchFile={fetchFile}
        onRender={(current) => {
          actions = current;
        }}
      />,
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  created = [];
  revoked = [];
  clicked = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${(next += 1)}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('file kinds', () => {
  it('tells PDFs and pictures a browser shows from the rest, by type or else by extension', () => {
    expect([pdf, png, xlsx].map(isPdf)).toEqual([true, false, false]);
    expect([pdf, png, xlsx].map(isPicture)).toEqual([false, true, false]);
    expect(isPicture({ id: '4', name: 'IMG_1.heic', type: 'image/heic' })).toBe(false);
    expect(isPdf({ id: '5', name: 'AKT.PDF' })).toBe(true);
  });
});

describe('useFileActions', () => {
  it('downloads: fetches the Blob, saves it under the file name, then revokes the URL', async () => {
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const fetchFile = vi.fn(() => Promise.resolve(blob));
    mount(fetchFile);

    await act(() => actions.download(pdf));

    expect(fetchFile).toHaveBeenCalledWith(pdf);
    expect(clicked).toEqual([{ href: created[0], download: 'накладная.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(created);
  });

  it('marks a file busy while it is fetched and ignores a second press meanwhile', async () => {
    let answer!: (blob: Blob) => void;
    const fetchFile = vi.fn(() => new Promise<Blob>((resolve) => (answer = resolve)));
    mount(fetchFile);

    let first!: Promise<void>;
    act(() => {
      first = actions.download(pdf);
    });
    expect(actions.busyIds).toEqual(['1']);
    await act(() => actions.download(pdf));
    expect(fetchFile).toHaveBeenCalledOnce();

    await act(async () => {
      answer(new Blob(['x']));
      await first;
    });
    expect(actions.busyIds).toEqual([]);
    expect(clicked).toHaveLength(1);
  });

  it('saves nothing when the fetch fails (the SDK has already told the user)', async () => {
    mount(() => Promise.reject(new Error('404')));
    await act(() => actions.download(pdf));
    expect(clicked).toEqual([]);
    expect(actions.busyIds).toEqual([]);
  });

  it('previews a picture from an object URL and revokes it on close', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    mount(() => Promise.resolve(blob));

    await act(() => actions.openPreview(png));
    expect(actions.preview).toEqual({ name: 'фото.png', url: created[0], blob });

    act(() => actions.savePreview());
    expect(clicked).toEqual([{ href: created[1], download: 'фото.png' }]);

    act(() => actions.closePreview());
    expect(actions.preview).toBeNull();
    expect(revoked).toEqual([created[0]]);
  });

  it('revokes a preview still open when the screen goes away', async () => {
    mount(() => Promise.resolve(new Blob(['png'], { type: 'image/png' })));
    await act(() => actions.openPreview(png));
    act(() => root?.unmount());
    root = undefined;
    expect(revoked).toEqual([created[0]]);
  });

  it('opens a PDF in a tab opened at the press, and saves it when a popup blocker refused the tab', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    mount(() => Promise.resolve(blob));

    await act(() => actions.openPreview(pdf));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(created[0]);
    expect(clicked).toEqual([]);

    open.mockReturnValue(null);
    await act(() => actions.openPreview(pdf));
    expect(clicked).toEqual([{ href: created[1], download: 'накладная.pdf' }]);
  });

  it('closes the waiting tab when the PDF cannot be fetched', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mount(() => Promise.reject(new Error('403')));
    await act(() => actions.openPreview(pdf));
    expect(tab.close).toHaveBeenCalledOnce();
  });
});
