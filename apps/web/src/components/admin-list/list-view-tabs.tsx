import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListView } from './list-view';

type Props = {
  /** The accessible name of the tab list. */
  label: string;
  views: { value: ListView; label: string }[];
  value: ListView;
  onChange: (view: ListView) => void;
  /**
   * The search and filters, which apply to every view: above the panels, so that a switch keeps what is typed in
   * them (the next step of the keyboard from the tabs, as the panel would be).
   */
  search: ReactNode;
  /** The list of the selected view; the other panels stay empty. */
  children: ReactNode;
};

/** The tabs that switch an admin list between its views. */
export function ListViewTabs({ label, views, value, onChange, search, children }: Props) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next === 'tasks' || next === 'all') onChange(next);
      }}
    >
      <Tabs.List aria-label={label} mb="md">
        {views.map((item) => (
          <Tabs.Tab key={item.value} value={item.value} fz="md" fw={600}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {search}
      {views.map((item) => (
        <Tabs.Panel key={item.value} value={item.value}>
          {item.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
