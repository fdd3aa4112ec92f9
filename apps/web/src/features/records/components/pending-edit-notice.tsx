import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordDef } from '@pm/contracts';
import type { RecordRowData } from './record-form';

/** The unsaved edit a declaration's editFlag keeps in sessionStorage, or null. */
export function pendingEdit(def: RecordDef): RecordRowData | null {
  const flag = def.client?.editFlag;
  if (!flag || sessionStorage.getItem(flag.flagKey) !== '1') return null;
  try {
    const row = JSON.parse(sessionStorage.getItem(flag.rowKey) ?? 'null') as RecordRowData | null;
    return row && typeof row.id === 'number' ? row : null;
  } catch {
    return null;
  }
}

export function dropPendingEdit(def: RecordDef): void {
  const flag = def.client?.editFlag;
  if (!flag) return;
  sessionStorage.removeItem(flag.flagKey);
  sessionStorage.removeItem(flag.rowKey);
}

interface Props {
  row: RecordRowData;
  title: string;
  onResume: () => void;
  onDrop: () => void;
}

/**
 * An edit closed without saving while its flag held (a patrol plan whose inspector is over-planned):
 * the draft stays until it is saved or given up, here or through the tab's question.
 */
export function PendingEditNotice({ row, title, onResume, onDrop }: Props) {
  const { t } = useTranslation('records');
  return (
    <Alert color="orange" data-testid="pending-edit">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('pendingEdit', { title, id: row.id })}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={onResume} data-testid="pending-edit-resume">{t('pendingEditResume')}</Button>
          <Button size="xs" variant="default" onClick={onDrop} data-testid="pending-edit-drop">{t('pendingEditDrop')}</Button>
        </Group>
      </Group>
    </Alert>
  );
}
