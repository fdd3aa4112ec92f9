import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { VoucherTemplate } from '@pm/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirm } from '../../../shared/dialogs';
import { useDeleteTemplate } from '../api/delete-template';
import { useVoucherTemplates } from '../api/voucher-templates';
import { RowsTable } from '../../../shared/list-table';

/** 常用凭证: pick one to fill the voucher (or delete one). */
export function TemplatePicker({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (template: VoucherTemplate) => void }) {
  const { t } = useTranslation('accounting');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const list = useVoucherTemplates(keyword, opened);
  const remove = useDeleteTemplate();
  const rows = list.data ?? [];
  const drop = async (id: number) => {
    if (await deleteConfirm()) remove.mutate({ id });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('vouchers.templates')} size="lg">
      <Stack gap="sm" data-testid="template-picker">
        <TextInput placeholder={t('vouchers.templateSearch')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <RowsTable highlightOnHover withTableBorder scroll={false} columns={[t('vouchers.templateName'), t('vouchers.word'), t('vouchers.templateLines'), { cell: <Table.Th w={40} /> }]} state={{ loading: list.isPending, empty: rows.length === 0, error: list.error, emptyText: t('vouchers.empty') }}>
          {rows.map((tpl) => (
            <Table.Tr key={tpl.id} style={{ cursor: 'pointer' }} onClick={() => onPick(tpl)} data-testid={`template-${tpl.id}`}>
              <Table.Td>{tpl.name}</Table.Td>
              <Table.Td>{tpl.word}</Table.Td>
              <Table.Td>
                <Text size="xs">{tpl.lines.map((l) => `${l.side === 'D' ? t('vouchers.dr') : t('vouchers.cr')} ${l.subjectCode} ${l.subjectName}`).join('；')}</Text>
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" size="sm" aria-label={t('vouchers.delete')} onClick={(e) => { e.stopPropagation(); void drop(tpl.id); }}>
                  <IconTrash size={14} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </RowsTable>
        <Group justify="flex-end"><Button variant="default" onClick={onClose}>{t('vouchers.close')}</Button></Group>
      </Stack>
    </Modal>
  );
}
