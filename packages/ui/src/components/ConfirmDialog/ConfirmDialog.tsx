import { useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';

export const confirmTones = ['primary', 'critical'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  /** The question ('Удалить роль?'). Names the dialog. */
  title: string;
  /** What will happen, in a sentence or two, or details (a definition list…). */
  children?: ReactNode;
  /** The confirming action ('Удалить'). */
  confirmLabel: string;
  /** 'Отмена' */
  cancelLabel: string;
  /** `critical` for destructive or hard-to-undo actions. Default `primary`. */
  tone?: ConfirmTone;
  /**
   * Called when the user confirms; the dialog then closes (a controlled one reports
   * `onOpenChange(false)` and may stay open, e.g. while `isPending`).
   */
  onConfirm: () => void;
  /** Called on cancel, Escape or the close of the dialog without confirming. */
  onCancel?: () => void;
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** While the action runs: the confirm button spins and ignores presses. */
  isPending?: boolean;
  /** Read instead of the confirm label while pending ('Удаление…'). */
  pendingLabel?: string;
}

/**
 * Asks before an action (an `alertdialog`). Focus starts on Cancel, so Enter or a stray Space
 * never confirms; Escape cancels; confirming takes a deliberate press of the confirm button.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isPending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  // Closing after a confirm is not a cancel.
  const confirmed = useRef(false);
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(open);
      }}
      footer={(close) => (
        <>
          <Button tone="secondary" autoFocus onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            tone={tone}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={() => {
              confirmed.current = true;
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children !== undefined && <div className={styles.content}>{children}</div>}
    </Dialog>
  );
}
