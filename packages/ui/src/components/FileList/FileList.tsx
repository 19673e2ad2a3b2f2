import { useEffect, useRef } from 'react';
import { useUiLocale } from '../../i18n/locale.tsx';
import { clampPercent, percentText } from '../../internal/percent.ts';
import { DownloadIcon, FileIcon, ImageIcon, TableFileIcon, TrashIcon } from '../FormField/formIcons.tsx';
import { controlLabels } from '../FormField/formMessages.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { formatFileSize } from './fileSize.ts';
import { fileListLabels } from './FileList.messages.ts';
import * as styles from './FileList.css.ts';

export const fileStatuses = ['done', 'uploading', 'failed'] as const;
export type FileStatus = (typeof fileStatuses)[number];

export interface FileListItem {
  id: string;
  /** The file name as shown and as saved on download ('накладная-1024.pdf'). */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type ('application/pdf'); picks the icon (the extension is used without it). */
  type?: string;
  /** Where to download it from; without it (and without `onDownload`) there is no download link. */
  url?: string;
  /** Default `done`. */
  status?: FileStatus;
  /** Upload progress 0–100 while `uploading`. */
  progress?: number;
}

export interface FileListProps {
  files: ReadonlyArray<FileListItem>;
  /** Removing is offered when given. Focus then moves to the next file (or the list). */
  onRemove?: (id: string) => void;
  /** Names the list (default 'Файлы' in the UI language). */
  label?: string;
  /** Shown when there are no files (default 'Нет данных'). */
  emptyLabel?: string;
  isDisabled?: boolean;
  /**
   * Download by the owner (e.g. fetch with a token, then save the Blob): a download button replaces the
   * `url` link. Files that are not `done` have none.
   */
  onDownload?: (file: FileListItem) => void;
  /** Preview by the owner; offered for pictures and PDFs that are `done`. */
  onPreview?: (file: FileListItem) => void;
  /** Files whose download or preview is being fetched: their buttons show a spinner and ignore presses. */
  busyIds?: ReadonlyArray<string>;
}

/** What a browser shows by itself: pictures and PDFs. */
export const isPreviewable = (file: Pick<FileListItem, 'name' | 'type'>): boolean => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type
    ? file.type.startsWith('image/') || file.type === 'application/pdf'
    : ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'].includes(extension);
};

type FileKind = 'image' | 'table' | 'document' | 'other';

const kindOf = ({ type = '', name }: FileListItem): FileKind => {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (type.startsWith('image/') || ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'].includes(extension))
    return 'image';
  if (
    type.includes('spreadsheet') ||
    type.includes('excel') ||
    ['xls', 'xlsx', 'csv', 'ods'].includes(extension)
  )
    return 'table';
  if (
    type === 'application/pdf' ||
    type.includes('word') ||
    ['pdf', 'doc', 'docx', 'odt'].includes(extension)
  )
    return 'document';
  return 'other';
};

const kindIcons = { image: ImageIcon, table: TableFileIcon, document: FileIcon, other: FileIcon } as const;

const PreviewIcon = ({ className }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/**
 * Files attached to an order: type icon, name, size, preview and download (a link, or buttons the owner
 * handles), a remove button, and an upload progress bar or failure note. A list (`ul`) named for screen readers.
 */
export function FileList({
  files,
  onRemove,
  label,
  emptyLabel,
  isDisabled = false,
  onDownload,
  onPreview,
  busyIds = [],
}: FileListProps) {
  const locale = useUiLocale();
  const labels = { ...controlLabels[locale], ...fileListLabels[locale] };
  const listRef = useRef<HTMLUListElement>(null);
  // The removed row takes its button, and focus, with it: once it is gone (the owner may remove it
  // later, after the server answers), focus goes to the next file's remove button, or the list.
  const removal = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const pending = removal.current;
    if (!pending || files.some((file) => file.id === pending.id)) return;
    removal.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove-slot] button') ?? [];
    const next = buttons[Math.min(pending.index, buttons.length - 1)];
    (next ?? listRef.current)?.focus();
  }, [files]);

  if (files.length === 0) {
    return (
      <ul ref={listRef} tabIndex={-1} aria-label={label ?? labels.files} className={styles.list}>
        <li className={styles.empty}>{emptyLabel ?? labels.noData}</li>
      </ul>
    );
  }

  return (
    <ul ref={listRef} tabIndex={-1} aria-label={label ?? labels.files} className={styles.list}>
      {files.map((file, index) => {
        const status = file.status ?? 'done';
        const kind = kindOf(file);
        const Icon = kindIcons[kind];
        const size = formatFileSize(file.size, locale);
        const busy = busyIds.includes(file.id);
        return (
          <li key={file.id} className={styles.item} data-status={status} aria-busy={busy || undefined}>
            <span className={styles.typeIcon({ kind })} aria-hidden="true">
              <Icon className={styles.icon} />
            </span>
            <div className={styles.body}>
              <span className={styles.name} title={file.name}>
                {file.name}
              </span>
              {status === 'uploading' ? (
                <UploadProgress
                  value={file.progress ?? 0}
                  label={`${labels.uploading}: ${file.name}`}
                  size={size}
                />
              ) : (
                <span className={styles.meta}>
                  {size}
                  {status === 'failed' && (
                    <>
                      {' · '}
                      <span className={styles.failed}>{labels.uploadFailed}</span>
                    </>
                  )}
                </span>
              )}
            </div>
            <div className={styles.actions}>
              {onPreview && status === 'done' && isPreviewable(file) && (
                <IconButton
                  label={`${labels.preview}: ${file.name}`}
                  icon={<PreviewIcon />}
                  size="sm"
                  tone="ghost"
                  isDisabled={isDisabled}
                  isPending={busy}
                  showTitle={false}
                  onPress={() => onPreview(file)}
                />
              )}
              {onDownload && status === 'done' && (
                <IconButton
                  label={`${labels.download}: ${file.name}`}
                  icon={<DownloadIcon />}
                  size="sm"
                  tone="ghost"
                  isDisabled={isDisabled}
                  isPending={busy}
                  showTitle={false}
                  onPress={() => onDownload(file)}
                />
              )}
              {!onDownload && file.url !== undefined && status === 'done' && (
                <a
                  href={file.url}
                  download={file.name}
                  aria-label={`${labels.download}: ${file.name}`}
                  title={labels.download}
                  className={styles.downloadLink}
                >
                  <DownloadIcon className={styles.actionIcon} />
                </a>
              )}
              {onRemove && (
                <span data-remove-slot="">
                  <IconButton
                    label={`${labels.remove}: ${file.name}`}
                    icon={<TrashIcon />}
                    size="sm"
                    tone="ghost"
                    isDisabled={isDisabled}
                    showTitle={false}
                    onPress={() => {
                      removal.current = { id: file.id, index };
                      onRemove(file.id);
                    }}
                  />
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** An upload's progress: the size and the share sent, over a bar (a native `progressbar`). */
function UploadProgress({ value, label, size }: { value: number; label: string; size: string }) {
  const locale = useUiLocale();
  const percentage = clampPercent(value);
  const text = percentText(percentage, locale);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      aria-valuetext={text}
      className={styles.progress}
    >
      <span className={styles.meta}>{`${size} · ${text}`}</span>
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${percentage}%` }} />
      </span>
    </div>
  );
}
