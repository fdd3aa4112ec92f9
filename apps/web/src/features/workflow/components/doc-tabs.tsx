import { Group, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DocTab<V extends string> {
  value: V;
  label: string;
  testId: string;
  /** The tab's documents (a DocTable). */
  list: ReactNode;
}

/** 查阅 and 办文: the kind segments and the export of the open list above two tabs of documents. */
export function DocTabs<V extends string>({ segments, exporter, tab, onTab, tabs }: { segments: ReactNode; exporter: ReactNode; tab: V; onTab: (tab: V) => void; tabs: [DocTab<V>, DocTab<V>] }) {
  const [first, second] = tabs;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        {segments}
        {exporter}
      </Group>
      <Tabs value={tab} onChange={(v) => onTab(v === second.value ? second.value : first.value)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((d) => (
            <Tabs.Tab key={d.value} value={d.value} data-testid={d.testId}>
              {d.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((d) => (
          <Tabs.Panel key={d.value} value={d.value} pt="sm">
            {d.list}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
