import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPages, type ListPaging } from '../../../shared/list-pages';

/**
 * An office screen of two tabs: the paged documents (their `filters`, the `count` beside them, the table, the pages)
 * and one tab more (`other`); the screen's dialogs after them.
 */
export function DocsTabs({ testId, title, docsTab, other, filters, count, list, dialogs, children }: {
  testId: string;
  title: string;
  docsTab: string;
  other: { value: string; label: string; testId: string; panel: ReactNode };
  filters: ReactNode;
  count: ReactNode;
  list: ListPaging;
  dialogs: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" p="sm" data-testid={testId}>
      <Title order={4}>{title}</Title>
      <Tabs defaultValue="docs" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="docs">{docsTab}</Tabs.Tab>
          <Tabs.Tab value={other.value} data-testid={other.testId}>{other.label}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="docs" pt="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Group>{filters}</Group>
              {count}
            </Group>
            {children}
            <ListPages list={list} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value={other.value} pt="sm">
          {other.panel}
        </Tabs.Panel>
      </Tabs>
      {dialogs}
    </Stack>
  );
}
