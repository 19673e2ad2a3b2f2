// A fetched Blob handed to the browser: saved under a name, or opened in a tab. The object URL lives only as long as
// the browser needs it to start the download or load the tab.

/** Enough for Chromium and Firefox to start the download or load the tab from the object URL. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a Blob under `name` through a temporary `<a download>`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Opens a tab now, while the click still counts as the user's gesture (a tab opened after the fetch would be
 * blocked), and returns a function that shows the Blob in it, or closes it when there is nothing to show.
 */
export function openPendingTab(): (blob: Blob | null) => boolean {
  const tab = window.open('', '_blank');
  // The tab must not be able to reach back into the app.
  if (tab) tab.opener = null;
  return (blob) => {
    if (!tab || tab.closed) return false;
    if (blob === null) {
      tab.close();
      return true;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    return true;
  };
}
