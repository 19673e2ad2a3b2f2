import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import * as styles from './AppShell.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface AppShellDrawerProps {
  isOpen: boolean;
  /** `false` on Escape, a click outside or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** Names the drawer ('Основная навигация'). */
  label: string;
  /** Names the close button ('Закрыть меню'). */
  closeLabel: string;
  brand: ReactNode;
  /** The navigation. */
  children: ReactNode;
}

/**
 * The navigation drawer of narrow screens, loaded on demand: React Aria's `ModalOverlay` + `Modal` + `Dialog`
 * (focus moves in and stays, the page behind is inert, Escape and a click outside close it). Renders nothing
 * while closed.
 */
export function AppShellDrawer({
  isOpen,
  onOpenChange,
  label,
  closeLabel,
  brand,
  children,
}: AppShellDrawerProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className={styles.drawerOverlay}
      >
        <Modal className={styles.drawer}>
          <AriaDialog aria-label={label} className={styles.drawerDialog}>
            <div className={styles.drawerHeader}>
              <span className={styles.brand}>{brand}</span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={closeLabel}
                onClick={() => onOpenChange(false)}
              >
                <CloseIcon className={styles.linkIcon} />
              </button>
            </div>
            {children}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
