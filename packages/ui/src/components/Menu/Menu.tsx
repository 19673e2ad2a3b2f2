import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../NavIcons/NavIcons.tsx';
import type { MenuFocus } from './MenuPopup.tsx';
import { onDemand } from '../../internal/onDemand.tsx';
import * as styles from './Menu.css.ts';

export const menuItemTones = ['neutral', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export const menuPlacements = ['bottom start', 'bottom end'] as const;
export type MenuPlacement = (typeof menuPlacements)[number];

export interface MenuItemSpec {
  /** Reported by `onAction` ('logout'). */
  id: string;
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Makes the item a link (through the app's `RouterProvider`), e.g. '/profile'. */
  href?: string;
  /** `critical` for destructive or leaving actions (sign out). */
  tone?: MenuItemTone;
  isDisabled?: boolean;
  /** Draws a line above the item, to set it apart from the ones before. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** What the button shows: the user's avatar and name, or an icon. */
  trigger: ReactNode;
  /**
   * Names the menu ('Меню профиля'; the menu is also labelled by its button). With `labelTrigger`
   * it names the button instead (icon-only triggers), and the menu takes the button's name.
   */
  label: string;
  /** Whether `label` should name the button instead of its content. */
  labelTrigger?: boolean;
  items: ReadonlyArray<MenuItemSpec>;
  /** Called with the id of the chosen item (click, Enter or Space). */
  onAction?: (id: string) => void;
  /** Where the popover opens; `bottom end` (default) suits the end of a header. */
  placement?: MenuPlacement;
}

/**
 * The popup is React Aria's (positioning, focus, arrow keys, type-ahead): its own chunk, asked for when the user is
 * likely to open the menu (pointer over, focus, press), so usually here before the click.
 */
const { Part: MenuPopup, preload: preloadPopup } = onDemand(() =>
  import('./MenuPopup.tsx').then((module) => module.MenuPopup),
);

/**
 * A button that opens a list of actions: the profile menu (profile, settings, sign out).
 *
 * The button is a native `<button aria-haspopup="menu">`, rendered at once; the list is React Aria's
 * standalone `Popover` + `Menu` (positioning, focus containment, arrow keys, type-ahead), loaded on demand: asked
 * for on pointer-over, focus or press of the button, rendered only once opened. So the pages that show the menu
 * (every signed-in page, the applications list among them) load no React Aria before their first paint. A press
 * made before the code has arrived is kept: the menu opens as soon as it arrives.
 *
 * Enter, Space or ↓ open it on the first item, ↑ on the last; a click opens it; arrows move, type-ahead jumps;
 * Escape, a click outside or choosing an item closes it, and focus returns to the button.
 */
export function Menu({
  trigger,
  label,
  labelTrigger = false,
  items,
  onAction,
  placement = 'bottom end',
}: MenuProps) {
  const [isOpen, setOpen] = useState(false);
  // Where focus lands when it opens: an item for the keyboard, the menu itself for a pointer (as React Aria does).
  const [focus, setFocus] = useState<MenuFocus>('first');
  // Once asked for, the popup stays mounted (closed, it renders nothing): closing can animate and return focus.
  const [isRequested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const open = (where: MenuFocus) => {
    setFocus(where);
    setRequested(true);
    setOpen(true);
  };
  // `detail` is 0 for a click made by Enter, Space or a screen reader, and counts the clicks of a pointer.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isOpen) setOpen(false);
    else open(event.detail === 0 ? 'first' : true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id={buttonId}
        className={styles.trigger}
        aria-label={labelTrigger ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onPointerEnter={preloadPopup}
        onPointerDown={preloadPopup}
        onFocus={preloadPopup}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {trigger}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {isRequested && (
        <MenuPopup
          isOpen={isOpen}
          onOpenChange={setOpen}
          triggerRef={buttonRef}
          triggerId={buttonId}
          menuId={menuId}
          autoFocus={focus}
          label={labelTrigger ? undefined : label}
          items={items}
          onAction={onAction}
          placement={placement}
        />
      )}
    </>
  );
}
