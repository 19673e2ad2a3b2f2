import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { AppHeader } from '../AppHeader/AppHeader.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { RouterLink } from '../../navigation/RouterLink.tsx';
import { MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../NavIcons/NavIcons.tsx';
import { useControllableState } from '../../internal/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { appShellLabels, type AppShellLabels } from './labels.ts';
import { onDemand } from '../../internal/onDemand.tsx';
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

/** The narrow screens' drawer is React Aria's modal: its own chunk, fetched on the menu button's intent. */
const { Part: AppShellDrawer, preload: preloadDrawer } = onDemand(() =>
  import('./AppShellDrawer.tsx').then((module) => module.AppShellDrawer),
);

interface NavLinkProps {
  item: AppShellNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
  /** Set by the collapsed sidebar's `Tooltip` while it shows the label. */
  'aria-describedby'?: string;
}

function NavLink({ item, collapsed, onNavigate, 'aria-describedby': describedBy }: NavLinkProps) {
  return (
    <RouterLink
      href={item.href}
      aria-current={item.current ? 'page' : undefined}
      aria-describedby={describedBy}
      className={styles.link({ collapsed })}
      onNavigate={onNavigate}
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
    </RouterLink>
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
 * - Wide (≥ 1024 px of its own width): the sidebar sits at the left and can collapse to icons (their labels then
 *   show as `Tooltip`s); the collapse state is controlled (`isCollapsed` / `onCollapsedChange`) so the app can
 *   remember it. Its background runs down the whole page; what the window shows of it stays in view, its links
 *   scroll on their own when they are more than the window holds, and the collapse button stays at the bottom.
 *   Long labels wrap. On a wide screen (≥ 1024 px) the header stays at the top of the window (`AppHeader`).
 * - Narrow: the sidebar is hidden; a menu button in the header opens it as a modal drawer
 *   (focus trapped, Escape closes, a link closes it).
 * - Links are native `RouterLink`s, i.e. real `<a href>`. For client-side routing the app wraps its tree in the
 *   design system's `RouterProvider` with its router's `navigate` (wouter: `const [, navigate] = useLocation()`):
 *   a click then navigates without a reload, while Ctrl/⌘-click and "open in new tab" still work.
 *
 * Everything shown at once is native (links, buttons): every signed-in page, the applications list among them,
 * loads no React Aria before its first paint. The drawer is React Aria's `ModalOverlay` + `Modal` + `Dialog`
 * (focus containment, the page behind inert), loaded on demand: asked for when the user points at, focuses or
 * presses the menu button, and rendered once opened. A press made before it has arrived opens it on arrival.
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
  // Once opened, the drawer stays mounted (closed, it renders nothing): closing can animate.
  const [isDrawerRequested, setDrawerRequested] = useState(false);
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
          <div className={styles.sidebarPanel}>
            <nav aria-label={labels.navigation} className={styles.nav}>
              <NavGroups groups={navigation} collapsed={collapsed} />
              <button
                type="button"
                className={styles.collapseButton({ collapsed })}
                aria-label={collapsed ? labels.expandSidebar : labels.collapseSidebar}
                aria-expanded={!collapsed}
                aria-controls={sidebarId}
                onClick={() => setCollapsed(!collapsed)}
              >
                {collapsed ? (
                  <SidebarExpandIcon className={styles.linkIcon} />
                ) : (
                  <SidebarCollapseIcon className={styles.linkIcon} />
                )}
              </button>
            </nav>
          </div>
        </div>
        <div className={styles.content}>
          <AppHeader
            brand={
              <span className={styles.brand}>
                <button
                  ref={menuButtonRef}
                  type="button"
                  className={styles.menuButton}
                  aria-label={labels.openNavigation}
                  aria-haspopup="dialog"
                  aria-expanded={isDrawerOpen}
                  onPointerEnter={preloadDrawer}
                  onPointerDown={preloadDrawer}
                  onFocus={preloadDrawer}
                  onClick={() => {
                    setDrawerRequested(true);
                    setDrawerOpen(true);
                  }}
                >
                  <MenuIcon className={styles.linkIcon} />
                </button>
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
      {isDrawerRequested && (
        <AppShellDrawer
          isOpen={isDrawerOpen}
          onOpenChange={(isOpen) => (isOpen ? setDrawerOpen(true) : closeDrawer(true))}
          label={labels.navigation}
          closeLabel={labels.closeNavigation}
          brand={brand}
        >
          <nav aria-label={labels.navigation} className={styles.nav}>
            <NavGroups groups={navigation} collapsed={false} onNavigate={() => closeDrawer(false)} />
          </nav>
        </AppShellDrawer>
      )}
    </div>
  );
}
