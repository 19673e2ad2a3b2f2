import { Fragment, type RefObject } from 'react';
import { Menu as AriaMenu, MenuItem, Popover, Separator } from 'react-aria-components';
import { AriaRouting } from '../../navigation/AriaRouting.tsx';
import type { MenuItemSpec, MenuPlacement } from './Menu.tsx';
import * as styles from './Menu.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

/** Where focus goes on opening: the first or last item (keyboard), or the menu itself (pointer). */
export type MenuFocus = 'first' | 'last' | true;

export interface MenuPopupProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The native button the popover is placed against (and that names it). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  /** The button's `aria-controls`. */
  menuId: string;
  autoFocus: MenuFocus;
  /** Names the menu besides its button. */
  label?: string;
  items: ReadonlyArray<MenuItemSpec>;
  onAction?: (id: string) => void;
  placement: MenuPlacement;
}

/**
 * The list of `Menu`, loaded on demand: React Aria's standalone `Popover` (placed against the button, focus kept
 * inside, Escape and a click outside close it, focus goes back to the button) around its `Menu` (arrow keys,
 * type-ahead, links through the app's `RouterProvider`). Renders nothing while closed.
 */
export function MenuPopup({
  isOpen,
  onOpenChange,
  triggerRef,
  triggerId,
  menuId,
  autoFocus,
  label,
  items,
  onAction,
  placement,
}: MenuPopupProps) {
  return (
    <AriaLocale>
      <AriaRouting>
        <Popover
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          triggerRef={triggerRef}
          aria-labelledby={triggerId}
          placement={placement}
          offset={6}
          className={styles.popover}
        >
          <AriaMenu
            id={menuId}
            aria-label={label}
            aria-labelledby={triggerId}
            autoFocus={autoFocus}
            onAction={(key) => onAction?.(String(key))}
            onClose={() => onOpenChange(false)}
            className={styles.menu}
          >
            {items.map((item) => (
              <Fragment key={item.id}>
                {item.separatorBefore && <Separator className={styles.separator} />}
                <MenuItem
                  id={item.id}
                  href={item.href}
                  textValue={item.label}
                  isDisabled={item.isDisabled}
                  className={styles.item({ tone: item.tone ?? 'neutral' })}
                >
                  {item.icon !== undefined && (
                    <span className={styles.itemIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span>{item.label}</span>
                </MenuItem>
              </Fragment>
            ))}
          </AriaMenu>
        </Popover>
      </AriaRouting>
    </AriaLocale>
  );
}
