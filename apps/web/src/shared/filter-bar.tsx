import { Button, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's filters in a row, then 查询 and 重置, then the list's own buttons (`actions`, e.g. 导出). */
export function FilterBar({ onSearch, onReset, searchTestId, actions, children }: { onSearch: () => void; onReset: () => void; searchTestId?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm">
        {children}
        <Button onClick={onSearch} data-testid={searchTestId}>
          {t('list.search')}
        </Button>
        <Button variant="default" onClick={onReset}>
          {t('list.reset')}
        </Button>
        {actions}
      </Group>
    </Paper>
  );
}
