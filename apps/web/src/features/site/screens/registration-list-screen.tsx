import { Badge, Box, Button, Group, Paper, SegmentedControl, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { ListFooter } from '../../../shared/list-footer';
import { ListTable } from '../../../shared/list-table';
import { usePagedList } from '../../../shared/use-paged-list';
import { registrationListQuery } from '../api/registrations';
import { HandleRegistrationModal } from './handle-registration-modal';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<RegistrationStatus, string> = {
  待处理: 'orange',
  已联系: 'blue',
  已开通: 'teal',
  已拒绝: 'gray',
};
const COLUMNS = ['createdAt', 'companyName', 'contact', 'mobile', 'email', 'estateCount', 'city', 'status', 'handled', 'actions'] as const;

/** The system administrator's list of registration requests from the public site. */
export default function RegistrationListScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('site');
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [handling, setHandling] = useState<Registration>();
  const list = usePagedList({
    initial: {},
    size: PAGE_SIZE,
    query: (_, paging) => registrationListQuery({ ...paging, ...(status ? { status } : {}), ...(debounced ? { keyword: debounced } : {}) }),
  });

  return (
    <Paper p="md" data-testid="registration-list">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('admin.title')}</Title>
        <Group>
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as RegistrationStatus | '');
            }}
            data={[
              { value: '', label: t('admin.all') },
              ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) })),
            ]}
          />
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('admin.search')}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value);
            }}
            w={240}
          />
        </Group>
      </Group>
      <ListTable
        query={{ isPending: list.query.isPending, isError: list.query.isError, data: list.query.data?.rows }}
        columns={COLUMNS.map((c) => t(`admin.columns.${c}`))}
        minWidth={960}
        emptyText={t('admin.empty')}
        failedText={t('admin.loadFailed')}
      >
        {(rows) =>
          rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{chinaDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{row.companyName}</Table.Td>
                <Table.Td>{row.contactName}</Table.Td>
                <Table.Td>{row.mobile}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td>{row.estateCount}</Table.Td>
                <Table.Td>{row.city}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="light">
                    {t(`admin.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.handledByName ?? ''}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2} title={row.note}>
                    {row.note}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" disabled={readOnly} onClick={() => setHandling(row)}>
                    {t('admin.handle')}
                  </Button>
                </Table.Td>
              </Table.Tr>
          ))
        }
      </ListTable>
      {list.total > 0 && (
        <Box mt="md">
          <ListFooter total={list.total} page={list.page} size={PAGE_SIZE} onPage={list.setPage} />
        </Box>
      )}
      {handling && <HandleRegistrationModal row={handling} onClose={() => setHandling(undefined)} />}
    </Paper>
  );
}
