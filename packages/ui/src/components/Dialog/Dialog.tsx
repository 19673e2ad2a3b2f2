import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Pressable,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

/** Content that needs to close the dialog gets `close`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The heading; it also names the dialog. */
  title: string;
  /** The body. */
  children: DialogContent;
  /** Actions at the bottom, right-aligned (cancel first, the main action last). */
  footer?: DialogContent;
  /**
   * The design system's `Button` that opens the dialog (focus returns to it on close). Without one, use `isOpen`.
   * It is made pressable for the trigger here, so it must be an element that passes DOM props and ref through.
   */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Clicking outside closes it. Default `true`; Escape always closes. */
  isDismissable?: boolean;
  /** Names the close button in the corner; without it there is no such button. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the user. Default `dialog`. */
  role?: DialogRole;
  size?: DialogSize;
}

const render = (content: DialogContent, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * A modal dialog (React Aria `Modal` + `Dialog`): focus moves into it and stays there, Escape
 * closes it, focus returns to what opened it, the page behind is inert, and the title names it.
 */
export function Dialog({
  title,
  children,
  footer,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  closeLabel,
  role = 'dialog',
  size = 'md',
}: DialogProps) {
  const state = { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay {...(trigger ? {} : state)} isDismissable={isDismissable} className={styles.overlay}>
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
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger {...state}>
      {/* Typed for DOM elements; the design system's Button renders one and passes the props and ref through. */}
      <Pressable>{trigger as ReactElement<DOMAttributes<HTMLButtonElement>, 'button'>}</Pressable>
      {overlay}
    </DialogTrigger>
  );
}
