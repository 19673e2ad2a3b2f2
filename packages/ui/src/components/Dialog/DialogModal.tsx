import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import type { DialogContent, DialogProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface DialogModalProps extends Omit<
  DialogProps,
  'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'role' | 'size'
> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isDismissable: boolean;
  role: NonNullable<DialogProps['role']>;
  size: NonNullable<DialogProps['size']>;
}

const render = (content: DialogContent, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * The modal of `Dialog`, loaded on demand: React Aria's `ModalOverlay` + `Modal` + `Dialog`, controlled by
 * `isOpen` / `onOpenChange`. Focus moves in and stays, the page behind is inert, Escape (and an outside click when
 * dismissable) closes it, and focus goes back to what had it on opening. Renders nothing while closed.
 */
export function DialogModal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable,
  closeLabel,
  role,
  size,
}: DialogModalProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        className={styles.overlay}
      >
        <Modal className={styles.modal({ size })}>
          <AriaDialog role={role} className={styles.dialog}>
            {({ close }) => (
              <>
                <div className={styles.header}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {closeLabel && (
                    <AriaButton className={styles.closeButton} aria-label={closeLabel} onPress={close}>
                      <CloseIcon className={styles.closeIcon} />
                    </AriaButton>
                  )}
                </div>
                <div className={styles.body}>{render(children, close)}</div>
                {footer !== undefined && <div className={styles.footer}>{render(footer, close)}</div>}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
