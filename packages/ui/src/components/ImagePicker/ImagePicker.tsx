import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, type DropItem } from 'react-aria-components';
import { useUiLocale } from '../../i18n/locale.tsx';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { button } from '../Button/Button.css.ts';
import { ImageIcon, TrashIcon } from '../FormField/formIcons.tsx';
import { controlLabels, validationMessage } from '../FormField/formMessages.ts';
import { hasMessage } from '../../internal/hasMessage.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { imagePickerLabels } from './labels.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './ImagePicker.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface ImagePickerProps {
  /** The visible label ('Фото товара'). */
  label: string;
  /** Controlled: the chosen file, `null` for none. */
  value?: File | null;
  defaultValue?: File | null;
  /** Called with the chosen image, or `null` when it is removed. Not called for a non-image. */
  onValueChange?: (file: File | null) => void;
  /** The image already saved (shown while no new file is chosen). */
  imageUrl?: string;
  /** File types the dialog offers. Default `image/*`; anything else chosen is refused anyway. */
  acceptedFileTypes?: ReadonlyArray<string>;
  description?: ReactNode;
  /** An error from the form (a required image); a refused non-image shows the SPEC §5 message itself. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A file that is not an image was chosen or dropped. */
  onInvalidFile?: (file: File) => void;
}

const isImage = (type: string) => type.startsWith('image/');

/** The file as a data URL for the preview (read asynchronously; nothing to revoke afterwards). */
function usePreviewUrl(file: File | null) {
  const [loaded, setLoaded] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setLoaded({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && loaded?.file === file ? loaded.url : null;
}

/**
 * Choose one image, with a preview: a button opens the file dialog (React Aria `FileTrigger`), or
 * an image is dropped on the area (React Aria `DropZone`, which also offers keyboard paste). A
 * file that is not an image is refused with 'Пожалуйста, выберите изображение!' (SPEC §5).
 */
export function ImagePicker({
  label,
  value,
  defaultValue = null,
  onValueChange,
  imageUrl,
  acceptedFileTypes = ['image/*'],
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  onInvalidFile,
}: ImagePickerProps) {
  const locale = useUiLocale();
  const labels = controlLabels[locale];
  const ownLabels = imagePickerLabels[locale];
  const [internal, setInternal] = useState<File | null>(defaultValue);
  const file = value === undefined ? internal : value;
  const [refused, setRefused] = useState(false);
  const filePreview = usePreviewUrl(file);
  const previewUrl = file ? filePreview : (imageUrl ?? null);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  // A saved image that does not load shows the placeholder, not its alternative text squeezed into the box.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const choose = (next: File | null) => {
    if (next && !isImage(next.type)) {
      setRefused(true);
      onInvalidFile?.(next);
      return;
    }
    setRefused(false);
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };

  // A file named and typed as an image that the browser cannot draw is not one: refused as a non-image is.
  const onPreviewError = () => {
    if (!file) return setBrokenUrl(previewUrl);
    setRefused(true);
    onInvalidFile?.(file);
    if (value === undefined) setInternal(null);
    onValueChange?.(null);
  };

  const shownError = refused ? validationMessage('imageRequired', locale) : errorMessage;
  const invalid = hasMessage(shownError);
  const describedBy = [description !== undefined && descriptionId, invalid && errorId]
    .filter(Boolean)
    .join(' ');
  const pickLabel = file || imageUrl ? labels.replaceImage : labels.chooseImage;

  return (
    <AriaLocale>
      <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
        <span id={labelId} className={fieldStyles.label}>
          {label}
          {isRequired && (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          )}
        </span>
        <DropZone
          aria-label={ownLabels.dropZone}
          aria-labelledby={labelId}
          isDisabled={isDisabled}
          data-invalid={invalid || undefined}
          getDropOperation={() => 'copy'}
          onDrop={async (event) => {
            const item = event.items.find((entry: DropItem) => entry.kind === 'file');
            if (item?.kind === 'file') choose(await item.getFile());
          }}
          className={styles.dropZone}
        >
          <div className={styles.preview}>
            {previewUrl && previewUrl !== brokenUrl ? (
              <img
                src={previewUrl}
                alt={`${labels.imagePreview}: ${label}`}
                className={styles.image}
                onError={onPreviewError}
              />
            ) : (
              <ImageIcon className={styles.placeholderIcon} />
            )}
          </div>
          <div className={styles.body}>
            {file ? (
              <span className={styles.fileName}>{file.name}</span>
            ) : (
              <span className={styles.hint}>{labels.dropImage}</span>
            )}
            <div className={styles.buttons}>
              <FileTrigger
                acceptedFileTypes={acceptedFileTypes}
                onSelect={(files) => choose(files?.[0] ?? null)}
              >
                <AriaButton
                  isDisabled={isDisabled}
                  aria-describedby={describedBy || undefined}
                  className={button({ tone: 'secondary', size: 'sm' })}
                >
                  {pickLabel}
                </AriaButton>
              </FileTrigger>
              {file && (
                <IconButton
                  label={`${labels.remove}: ${file.name}`}
                  icon={<TrashIcon />}
                  size="sm"
                  isDisabled={isDisabled}
                  showTitle={false}
                  onPress={() => choose(null)}
                />
              )}
            </div>
          </div>
        </DropZone>
        {description !== undefined && (
          <span id={descriptionId} className={fieldStyles.description}>
            {description}
          </span>
        )}
        <div className={fieldStyles.errorRegion} aria-live="polite">
          {invalid && (
            <span id={errorId} className={fieldStyles.error}>
              <AlertCircleIcon className={fieldStyles.errorIcon} />
              <span>{shownError}</span>
            </span>
          )}
        </div>
      </div>
    </AriaLocale>
  );
}
