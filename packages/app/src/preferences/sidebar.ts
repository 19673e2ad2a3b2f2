import { proxy } from 'valtio';
import { readPreference, writePreference } from './storage.ts';

const storageKey = 'karvon.sidebar';
const isCollapsedValue = (value: unknown): value is 'collapsed' | 'expanded' =>
  value === 'collapsed' || value === 'expanded';

/** Whether the wide sidebar shows icons only; remembered in this browser. */
export const sidebarState = proxy({
  collapsed: readPreference(storageKey, isCollapsedValue, 'expanded') === 'collapsed',
});

export function setSidebarCollapsed(collapsed: boolean): void {
  sidebarState.collapsed = collapsed;
  writePreference(storageKey, collapsed ? 'collapsed' : 'expanded');
}
