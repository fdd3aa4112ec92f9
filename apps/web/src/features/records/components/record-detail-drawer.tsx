import { Button, Drawer, Group, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItems, RecordDef } from '@pm/contracts';
import { labelText } from '../labels';
import { SafeHtml } from '../../../shared/safe-html';
import { RecordCell } from './record-cell';
import type { RecordRowData } from './record-form';

interface Props {
  def: RecordDef;
  row: RecordRowData | null;
  dictionaries: DictionaryItems | undefined;
  /** Offered when the user may write: closes the drawer and opens the form on this row. */
  onEdit?: ((row: RecordRowData) => void) | undefined;
  onClose: () => void;
}

/** The read-only detail of one record: every shown field of the declaration, with 编辑 for writers. */
export function RecordDetailDrawer({ def, row, dictionaries, onEdit, onClose }: Props) {
  const { t } = useTranslation('records');
  const names = Object.entries(def.fields).filter(([, f]) => !f.hidden).map(([name]) => name);
  const title = labelText(def.title).replace(/管理$/, '');
  const shown = row?.[def.display];
  const name = typeof shown === 'string' || typeof shown === 'number' ? String(shown) : row ? `#${row.id}` : '';
  return (
    <Drawer opened={row !== null} onClose={onClose} position="right" size="lg" title={t('detailTitle', { title, name })} data-testid="record-detail">
      {row ? (
        <Stack gap="md">
          <ScrollArea.Autosize mah="calc(100vh - 160px)">
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
              {names.map((name) => {
                const field = def.fields[name];
                if (!field) return null;
                const wide = field.kind === 'text' && (field.multiline === true || field.html === true);
                return (
                  <div key={name} style={wide ? { gridColumn: '1 / -1' } : undefined} data-testid={`detail-${name}`}>
                    <Text size="xs" c="dimmed">{labelText(field.label)}</Text>
                    {field.kind === 'text' && field.html && typeof row[name] === 'string' ? (
                      <SafeHtml html={row[name]} />
                    ) : (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        <RecordCell field={field} row={row} name={name} dictionaries={dictionaries} yes={t('yes')} no={t('no')} />
                        {row[name] === null || row[name] === undefined || row[name] === '' ? '—' : null}
                      </Text>
                    )}
                  </div>
                );
              })}
            </SimpleGrid>
          </ScrollArea.Autosize>
          {onEdit ? (
            <Group justify="flex-end">
              <Button leftSection={<IconPencil size={16} />} onClick={() => onEdit(row)} data-testid="detail-edit">
                {t('edit')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
