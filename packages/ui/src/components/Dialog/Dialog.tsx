import {
  cloneElement,
  isValidElement,
  useState,
  type DOMAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemand } from '../../internal/onDemand.tsx';
import { useControllableState } from '../../internal/useControllableState.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

/** Content that needs to close the dialog gets `close`. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The heading; it also names the dialog. Text, or text with a part in an element (a number kept on one line). */
  title: ReactNode;
  /** The body. */
  children: DialogContent;
  /** Actions at the bottom, right-aligned (cancel first, the main action last). */
  footer?: DialogContent;
  /**
   * The design system's `Button` that opens the dialog (focus returns to it on close). Without one, use `isOpen`.
   * It gets the click handler that opens the dialog, `aria-haspopup` and `aria-expanded`, so it must be an
   * element that passes DOM props through (the design system's `Button`, a native `<button>`).
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

/** What the trigger is given: DOM props that the design system's `Button` and native elements pass through. */
type TriggerProps = Pick<
  DOMAttributes<HTMLElement>,
  'onClick' | 'onFocus' | 'onPointerEnter' | 'onPointerDown'
> & { 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean };

/** The modal is React Aria's (focus containment, inert page, Escape): its own chunk, fetched on intent. */
const { Part: DialogModal, preload: preloadModal } = onDemand(() =>
  import('./DialogModal.tsx').then((module) => module.DialogModal),
);

/**
 * A modal dialog: focus moves into it and stays there, Escape closes it, focus returns to what opened it, the page
 * behind is inert, and the title names it.
 *
 * The modal itself is React Aria's `ModalOverlay` + `Modal` + `Dialog`, loaded on demand: asked for when the
 * user points at, focuses or presses the trigger, and rendered only once opened. The trigger is the app's own
 * native button, rendered at once. So a page with dialogs (the applications list among them) loads no React Aria
 * before its first paint. A press made before the code has arrived is kept: the dialog opens when it arrives.
 */
export function Dialog({
  title,
  children,
  footer,
  trigger,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  closeLabel,
  role = 'dialog',
  size = 'md',
}: DialogProps) {
  const [isOpen, setOpen] = useControllableState(isOpenProp, defaultOpen, onOpenChange);
  // Once opened, the modal stays mounted (closed, it renders nothing): closing can animate and return focus.
  const [isRequested, setRequested] = useState(isOpen);
  if (isOpen && !isRequested) setRequested(true);

  let triggerElement: ReactNode = null;
  if (isValidElement<TriggerProps>(trigger)) {
    const own = trigger.props;
    triggerElement = cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        preloadModal();
      },
      onPointerDown: (event) => {
        own.onPointerDown?.(event);
        preloadModal();
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        preloadModal();
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (event.defaultPrevented) return;
        // The modal gives focus back to what had it when it opened: make that the trigger, even where a click
        // does not focus a button (Safari).
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
        setOpen(true);
      },
    });
  }

  return (
    <>
      {triggerElement}
      {isRequested && (
        <DialogModal
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={title}
          footer={footer}
          isDismissable={isDismissable}
          closeLabel={closeLabel}
          role={role}
          size={size}
        >
          {children}
        </DialogModal>
      )}
    </>
  );
}
