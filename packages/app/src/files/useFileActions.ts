import { useCallback, useEffect, useRef, useState } from 'react';
import { isPdf, isPicture, type FileRef } from './fileKinds.ts';
import { openPendingTab, saveBlob } from './saveBlob.ts';

export interface PicturePreview {
  name: string;
  /** An object URL, revoked when the preview closes (or the screen goes away). */
  url: string;
  blob: Blob;
}

/**
 * Download and preview of files behind the token: `fetchFile` gets the bytes (through the SDK, so a 401 refreshes
 * and failures are reported by the shared mapping); the hook saves them, shows a picture in a dialog, or opens a
 * PDF in a new tab. `busyIds` are the files being fetched.
 */
export function useFileActions<F extends FileRef>(fetchFile: (file: F) => Promise<Blob>) {
  const [busyIds, setBusyIds] = useState<readonly string[]>([]);
  const [preview, setPreview] = useState<PicturePreview | null>(null);
  const shown = useRef<string | null>(null);

  const show = useCallback((next: PicturePreview | null) => {
    if (shown.current) URL.revokeObjectURL(shown.current);
    shown.current = next?.url ?? null;
    setPreview(next);
  }, []);
  useEffect(() => () => show(null), [show]);

  const fetching = useCallback(
    async (file: F): Promise<Blob | null> => {
      setBusyIds((ids) => [...ids, file.id]);
      try {
        return await fetchFile(file);
      } catch {
        // The SDK already told the user (toast through onError); nothing else to do here.
        return null;
      } finally {
        setBusyIds((ids) => ids.filter((id) => id !== file.id));
      }
    },
    [fetchFile],
  );

  const download = useCallback(
    async (file: F) => {
      if (busyIds.includes(file.id)) return;
      const blob = await fetching(file);
      if (blob) saveBlob(blob, file.name);
    },
    [busyIds, fetching],
  );

  const openPreview = useCallback(
    async (file: F) => {
      if (busyIds.includes(file.id)) return;
      if (isPdf(file)) {
        const showInTab = openPendingTab();
        const blob = await fetching(file);
        // Without a tab (a popup blocker), the PDF is saved instead.
        if (!showInTab(blob) && blob) saveBlob(blob, file.name);
        return;
      }
      if (!isPicture(file)) return;
      const blob = await fetching(file);
      if (blob) show({ name: file.name, url: URL.createObjectURL(blob), blob });
    },
    [busyIds, fetching, show],
  );

  const closePreview = useCallback(() => show(null), [show]);
  const savePreview = useCallback(() => {
    if (preview) saveBlob(preview.blob, preview.name);
  }, [preview]);

  return { busyIds, download, openPreview, preview, closePreview, savePreview };
}
