import { useEffect, useRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useUiLocale } from '../../i18n/locale.tsx';
import { DownloadIcon, FileIcon, ImageIcon, TableFileIcon, TrashIcon } from '../FormField/formIcons.tsx';
import { controlLabels } from '../FormField/formMessages.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { formatFileSize } from './fileSize.ts';
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
  /** Where to download it from; without it there is no download link. */
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
}

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

/**
 * Files attached to an order: type icon, name, size, a download link, a remove button, and an
 * upload progress bar or failure note. A list (`ul`) named for screen readers.
 */
export function FileList({ files, onRemove, label, emptyLabel, isDisabled = false }: FileListProps) {
  const locale = useUiLocale();
  const labels = controlLabels[locale];
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
        return (
          <li key={file.id} className={styles.item} data-status={status}>
            <span className={styles.typeIcon({ kind })} aria-hidden="true">
              <Icon className={styles.icon} />
            </span>
            <div className={styles.body}>
              <span className={styles.name} title={file.name}>
                {file.name}
              </span>
              {status === 'uploading' ? (
                <ProgressBar
                  value={file.progress ?? 0}
                  aria-label={`${labels.uploading}: ${file.name}`}
                  className={styles.progress}
                >
                  {({ percentage = 0, valueText }) => (
                    <>
                      <span className={styles.meta}>{`${size} · ${valueText ?? ''}`}</span>
                      <span className={styles.track}>
                        <span className={styles.fill} style={{ width: `${percentage}%` }} />
                      </span>
                    </>
                  )}
                </ProgressBar>
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
              {file.url !== undefined && status === 'done' && (
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
