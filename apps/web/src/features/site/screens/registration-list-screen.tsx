import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { PageLoader } from '../../../shared/page-loader';
import { useRegistrationList } from '../api/registrations';
import { HandleRegistrationModal } from './handle-registration-modal';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<RegistrationStatus, string> = {
  待处理: 'orange',
  已联系: 'blue',
  已开通: 'teal',
  已拒绝: 'gray',
};


/** The system administrator's list of registration requests from the public site. */
export default function RegistrationListScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('site');
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<Registration>();
  const list = useRegistrationList({
    page,
    size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(debounced ? { keyword: debounced } : {}),
  });
  const data = list.data;

  return (
    <Paper p="md" data-testid="registration-list">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('admin.title')}</Title>
        <Group>
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as RegistrationStatus | '');
              setPage(1);
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
              setPage(1);
            }}
            w={240}
          />
        </Group>
      </Group>
      {list.isPending ? (
        <PageLoader h={240} />
      ) : list.isError ? (
        <Alert color="red">{t('admin.loadFailed')}</Alert>
      ) : data && data.rows.length === 0 ? (
        <Center h={200}>
          <Text c="dimmed">{t('admin.empty')}</Text>
        </Center>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    'createdAt',
                    'companyName',
                    'contact',
                    'mobile',
                    'email',
                    'estateCount',
                    'city',
                    'status',
                    'handled',
                    'actions',
                  ] as const
                ).map((c) => (
                  <Table.Th key={c}>{t(`admin.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.rows.map((row) => (
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
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('admin.total', { total: data.total })}
          </Text>
          <Pagination value={page} onChange={setPage} total={Math.max(1, Math.ceil(data.total / PAGE_SIZE))} />
        </Group>
      )}
      {handling && <HandleRegistrationModal row={handling} onClose={() => setHandling(undefined)} />}
    </Paper>
  );
}
