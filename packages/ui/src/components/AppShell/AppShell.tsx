import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Link, Modal, ModalOverlay } from 'react-aria-components';
import { AppHeader } from '../AppHeader/AppHeader.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../NavIcons/NavIcons.tsx';
import { useControllableState } from '../../internal/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { appShellLabels, type AppShellLabels } from './labels.ts';
import * as styles from './AppShell.css.ts';

export interface AppShellNavItem {
  /** Where the link goes ('/del_application'); also the item's key. */
  href: string;
  label: string;
  /** A decorative icon (aria-hidden); the only thing shown of the item in the collapsed sidebar. */
  icon?: ReactNode;
  /** The page the user is on: `aria-current="page"` and the highlighted look. */
  current?: boolean;
}

export interface AppShellNavGroup {
  /** A stable key ('applications'). */
  id: string;
  /** The group's visible name ('Заявки'); it also names the group's list. */
  label: string;
  items: ReadonlyArray<AppShellNavItem>;
}

export interface AppShellProps {
  /** The product's mark and name at the start of the header. */
  brand: ReactNode;
  /** At the end of the header: the language switch and the profile `Menu`. */
  actions?: ReactNode;
  /** The sidebar: groups of links the user may open (the app filters them by permission). */
  navigation: ReadonlyArray<AppShellNavGroup>;
  /** The page. */
  children: ReactNode;
  /** Controlled: the wide sidebar shows icons only. The app remembers it (e.g. in localStorage). */
  isCollapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Overrides of the built-in texts (ru, uz, uz-Cyrl by the nearest `UiLocaleProvider`). */
  labels?: Partial<AppShellLabels>;
}

interface NavListProps {
  groups: ReadonlyArray<AppShellNavGroup>;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** First letters of an item that has no icon, for the collapsed sidebar. */
const monogramOf = (label: string) => label.trim().slice(0, 2);

interface NavLinkProps {
  item: AppShellNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavLink({ item, collapsed, onNavigate }: NavLinkProps) {
  return (
    <Link
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      className={styles.link({ collapsed })}
      onPress={onNavigate}
    >
      {item.icon !== undefined ? (
        <span className={styles.linkIcon} aria-hidden="true">
          {item.icon}
        </span>
      ) : (
        collapsed && (
          <span className={styles.monogram} aria-hidden="true">
            {monogramOf(item.label)}
          </span>
        )
      )}
      <span className={collapsed ? visuallyHidden : styles.linkLabel}>{item.label}</span>
    </Link>
  );
}

function NavGroups({ groups, collapsed, onNavigate }: NavListProps) {
  const baseId = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const labelId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className={styles.group({ collapsed })}>
            <span id={labelId} className={collapsed ? visuallyHidden : styles.groupLabel}>
              {group.label}
            </span>
            <ul className={styles.list} aria-labelledby={labelId}>
              {group.items.map((item) => (
                <li key={item.href}>
                  {collapsed ? (
                    // Icons alone: the label shows as a tooltip for sighted pointer and keyboard users.
                    <Tooltip content={item.label} placement="end" delay={300}>
                      <NavLink item={item} collapsed onNavigate={onNavigate} />
                    </Tooltip>
                  ) : (
                    <NavLink item={item} collapsed={false} onNavigate={onNavigate} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The frame of every signed-in page: a skip link, a sidebar of grouped links, the header
 * (`AppHeader`: brand, language switch, profile menu) and the page's `main`.
 *
 * - Wide (≥ 1024 px of its own width): the sidebar sits at the left and can collapse to icons;
 *   the collapse state is controlled (`isCollapsed` / `onCollapsedChange`) so the app can remember it.
 * - Narrow: the sidebar is hidden; a menu button in the header opens it as a modal drawer
 *   (focus trapped, Escape closes, a link closes it).
 * - Links are React Aria `Link`s, i.e. real `<a href>`. For client-side routing the app wraps
 *   its tree in React Aria's `RouterProvider` (re-exported here) with its router's `navigate`
 *   (wouter: `const [, navigate] = useLocation()`): a click then navigates without a reload,
 *   while Ctrl/⌘-click and "open in new tab" still work.
 */
export function AppShell({
  brand,
  actions,
  navigation,
  children,
  isCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  labels: labelOverrides,
}: AppShellProps) {
  const labels = useLocalizedLabels(appShellLabels, labelOverrides);
  const [collapsed, setCollapsed] = useControllableState(isCollapsed, defaultCollapsed, onCollapsedChange);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The trigger lives in the header, away from the drawer, so focus is handed back here.
  const closeDrawer = (returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) requestAnimationFrame(() => menuButtonRef.current?.focus());
  };
  const mainId = useId();
  const sidebarId = useId();

  // Move focus without touching the URL: a hash would confuse the app's router.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className={styles.root}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
        {labels.skipToContent}
      </a>
      <div className={styles.layout}>
        <div id={sidebarId} className={styles.sidebar({ collapsed })} data-collapsed={collapsed || undefined}>
          <nav aria-label={labels.navigation} className={styles.nav}>
            <NavGroups groups={navigation} collapsed={collapsed} />
            <AriaButton
              className={styles.collapseButton({ collapsed })}
              aria-label={collapsed ? labels.expandSidebar : labels.collapseSidebar}
              aria-expanded={!collapsed}
              aria-controls={sidebarId}
              onPress={() => setCollapsed(!collapsed)}
            >
              {collapsed ? (
                <SidebarExpandIcon className={styles.linkIcon} />
              ) : (
                <SidebarCollapseIcon className={styles.linkIcon} />
              )}
            </AriaButton>
          </nav>
        </div>
        <div className={styles.content}>
          <AppHeader
            brand={
              <span className={styles.brand}>
                <AriaButton
                  ref={menuButtonRef}
                  className={styles.menuButton}
                  aria-label={labels.openNavigation}
                  aria-expanded={isDrawerOpen}
                  onPress={() => setDrawerOpen(true)}
                >
                  <MenuIcon className={styles.linkIcon} />
                </AriaButton>
                {brand}
              </span>
            }
            actions={actions}
          >
            <div id={mainId} tabIndex={-1} className={styles.mainTarget}>
              {children}
            </div>
          </AppHeader>
        </div>
      </div>
      <ModalOverlay
        isOpen={isDrawerOpen}
        onOpenChange={(isOpen) => (isOpen ? setDrawerOpen(true) : closeDrawer(true))}
        isDismissable
        className={styles.drawerOverlay}
      >
        <Modal className={styles.drawer}>
          <AriaDialog aria-label={labels.navigation} className={styles.drawerDialog}>
            {() => (
              <>
                <div className={styles.drawerHeader}>
                  <span className={styles.brand}>{brand}</span>
                  <AriaButton
                    className={styles.iconButton}
                    aria-label={labels.closeNavigation}
                    onPress={() => closeDrawer(true)}
                  >
                    <CloseIcon className={styles.linkIcon} />
                  </AriaButton>
                </div>
                <nav aria-label={labels.navigation} className={styles.nav}>
                  <NavGroups groups={navigation} collapsed={false} onNavigate={() => closeDrawer(false)} />
                </nav>
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
