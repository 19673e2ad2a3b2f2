import { Fragment, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { ChevronDownIcon } from '../NavIcons/NavIcons.tsx';
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
   * Names the menu ('Меню профиля'; React Aria also labels it by its button). With
   * `labelTrigger` it names the button too (icon-only triggers).
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
 * A button that opens a list of actions (React Aria `MenuTrigger` + `Menu`): the profile menu
 * (profile, settings, sign out). Enter, Space or ↓ open it, arrows move, type-ahead jumps,
 * Escape closes and focus returns to the button.
 */
export function Menu({
  trigger,
  label,
  labelTrigger = false,
  items,
  onAction,
  placement = 'bottom end',
}: MenuProps) {
  return (
    <MenuTrigger>
      <AriaButton className={styles.trigger} aria-label={labelTrigger ? label : undefined}>
        {trigger}
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      <Popover placement={placement} offset={6} className={styles.popover}>
        <AriaMenu aria-label={label} className={styles.menu} onAction={(key) => onAction?.(String(key))}>
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
    </MenuTrigger>
  );
}
