import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import { useControllableState } from '../../internal/useControllableState.ts';
import * as styles from './Tabs.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface TabSpec {
  /** Reported by `onValueChange` ('products'). */
  id: string;
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list ('Разделы заявки'). */
  label: string;
  tabs: ReadonlyArray<TabSpec>;
  /** Controlled: the id of the selected tab (e.g. kept in the URL by the app). */
  value?: string;
  /** Uncontrolled: the tab selected at first (default: the first enabled one). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
}

/**
 * Sections of one page (React Aria `Tabs`): the order information's products, delivery
 * process, files, comments. Tab enters the list at the selected tab, ←/→ (and Home/End) move
 * and select, Tab again goes to the panel.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  const firstEnabled = tabs.find((tab) => !tab.isDisabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onValueChange);
  return (
    <AriaLocale>
      <AriaTabs
        selectedKey={selected}
        onSelectionChange={(key: Key) => setSelected(String(key))}
        disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
        className={styles.tabs}
      >
        <TabList aria-label={label} className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
            {tab.content}
          </TabPanel>
        ))}
      </AriaTabs>
    </AriaLocale>
  );
}
