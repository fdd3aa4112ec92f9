import { Badge, Button, Group, Paper, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import type { TenantCompany } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import { ListTable } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useSetCompanyStatus, useTenantCompanies } from '../api/sysadmin-queries';

const COLUMNS = ['code', 'name', 'nick', 'parent', 'level', 'type', 'bought', 'staff', 'status', 'actions'] as const;

/** 客户列表: the tenant companies the administrator looks after, with their level, type and status. */
export default function CustomersScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const user = useUser();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const list = useTenantCompanies(debounced);
  const setStatus = useSetCompanyStatus();

  async function toggle(row: TenantCompany) {
    const disabled = !row.disabled;
    const ok = await confirmDialog({
      title: t(disabled ? 'customers.disable' : 'customers.enable'),
      message: t(disabled ? 'customers.disableConfirm' : 'customers.enableConfirm', { name: row.name }),
    });
    if (!ok) return;
    await setStatus.mutateAsync({ id: row.id, disabled });
    notifications.show({ color: 'green', message: t(disabled ? 'customers.disabled' : 'customers.enabled', { name: row.name }) });
  }

  return (
    <Paper p="md" data-testid="sysadmin-customers">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('customers.title')}</Title>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('customers.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          w={260}
          aria-label={t('customers.search')}
        />
      </Group>
      <ListTable query={list} columns={COLUMNS.map((c) => t(`customers.columns.${c}`))} minWidth={900} emptyText={t('customers.empty')}>
        {(rows) =>
          rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`company-${row.code}`}>
              <Table.Td>{row.code}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.nick}</Table.Td>
              <Table.Td>{row.parentName ?? ''}</Table.Td>
              <Table.Td>{t(`customers.levels.${row.level}`, { defaultValue: String(row.level) })}</Table.Td>
              <Table.Td>{t(`customers.types.${row.type}`, { defaultValue: row.type })}</Table.Td>
              <Table.Td>{row.boughtCount}</Table.Td>
              <Table.Td>{row.staffCount}</Table.Td>
              <Table.Td>
                <Badge color={row.disabled ? 'gray' : 'teal'} variant="light">
                  {t(row.disabled ? 'customers.statusDisabled' : 'customers.statusEnabled')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color={row.disabled ? 'teal' : 'red'}
                  disabled={readOnly || row.id === user?.company}
                  loading={setStatus.isPending && setStatus.variables?.id === row.id}
                  onClick={() => void toggle(row)}
                >
                  {t(row.disabled ? 'customers.enable' : 'customers.disable')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListTable>
    </Paper>
  );
}
