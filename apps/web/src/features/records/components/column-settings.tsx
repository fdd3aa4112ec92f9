import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordDef } from '@pm/contracts';
import { useUser } from '../../../shared/session';
import { labelText } from '../labels';
import { columnsKey, moveColumn, readChoice, resolveColumns, toggleColumn, visibleColumns, type ColumnChoice } from './column-settings-logic';

/** The list's columns as this user arranged them (kept in localStorage under the user's id). */
export function useColumnChoice(def: RecordDef) {
  const user = useUser();
  const key = columnsKey(user?.userId ?? 0, def.key);
  const [choice, setChoice] = useState<ColumnChoice>(() => resolveColumns(def.list.columns, readChoice(key)));
  const update = useCallback(
    (next: ColumnChoice | null) => {
      if (next) localStorage.setItem(key, JSON.stringify(next));
      else localStorage.removeItem(key);
      setChoice(next ?? resolveColumns(def.list.columns, null));
    },
    [key, def.list.columns],
  );
  return { choice, visible: visibleColumns(choice), update };
}

/** 列设置: show or hide each column and move it up or down. */
export function ColumnSettings({ def, choice, onChange }: { def: RecordDef; choice: ColumnChoice; onChange: (next: ColumnChoice | null) => void }) {
  const { t } = useTranslation('records');
  return (
    <Popover position="bottom-end" shadow="md" width={260} withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />} data-testid="record-columns">
          {t('columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="column-settings">
        <Stack gap={6}>
          <Text size="xs" c="dimmed">{t('columnsHint')}</Text>
          {choice.order.map((name, i) => {
            const field = def.fields[name];
            const label = field ? labelText(field.label) : name;
            return (
              <Group key={name} justify="space-between" wrap="nowrap" gap={4}>
                <Checkbox size="xs" label={label} checked={!choice.hidden.includes(name)} onChange={() => onChange(toggleColumn(choice, name))} data-testid={`column-${name}`} />
                <Group gap={0} wrap="nowrap">
                  <ActionIcon size="sm" variant="subtle" disabled={i === 0} aria-label={`${t('moveUp')} ${label}`} onClick={() => onChange(moveColumn(choice, name, -1))}>
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" disabled={i === choice.order.length - 1} aria-label={`${t('moveDown')} ${label}`} onClick={() => onChange(moveColumn(choice, name, 1))}>
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Button size="xs" variant="subtle" onClick={() => onChange(null)}>{t('resetColumns')}</Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
