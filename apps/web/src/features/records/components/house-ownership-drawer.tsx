import { Badge, Center, Drawer, Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseOwnerHistory, useHouseOwners, type HouseOwner, type HouseOwnerEvent } from '../api/house-tree';
import { useDictionaries } from '../api/records';
import { enumOptions } from './field-input';
import { HouseOwnershipForm } from './house-ownership-form';

export interface OwnershipHouse {
  id: number;
  code: string;
  name: string;
}

interface Props {
  house: OwnershipHouse;
  opened: boolean;
  readOnly: boolean;
  onClose: () => void;
}

/** A list's loading, empty or rows. */
function Rows({ loading, count, empty, children }: { loading: boolean; count: number; empty: string; children: ReactNode }) {
  if (loading) return <Center p="md"><Loader size="sm" /></Center>;
  if (count === 0) return <Center p="md"><Text c="dimmed" size="sm">{empty}</Text></Center>;
  return <ScrollArea>{children}</ScrollArea>;
}

function CurrentOwners({ owners, loading }: { owners: HouseOwner[]; loading: boolean }) {
  const { t } = useTranslation('records');
  return (
    <Rows loading={loading} count={owners.length} empty={t('ownership.noOwners')}>
      <Table striped withColumnBorders verticalSpacing={6} data-testid="ownership-current-owners">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ownership.owner')}</Table.Th>
            <Table.Th>{t('ownership.mobile')}</Table.Th>
            <Table.Th>{t('ownership.sharePercent')}</Table.Th>
            <Table.Th>{t('ownership.since')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {owners.map((o) => (
            <Table.Tr key={o.ownerId} data-testid="ownership-owner-row">
              <Table.Td>{o.name}</Table.Td>
              <Table.Td>{o.mobile ?? ''}</Table.Td>
              <Table.Td>{o.share ?? ''}</Table.Td>
              <Table.Td>{o.since}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Rows>
  );
}

function History({ rows, loading }: { rows: HouseOwnerEvent[]; loading: boolean }) {
  const { t } = useTranslation('records');
  const dictionaries = useDictionaries();
  const names = enumOptions(dictionaries.data, 'house_owner_event');
  const colour: Record<string, string> = { '1': 'green', '2': 'blue', '3': 'gray' };
  // Newest first: the latest change is what staff look for; rows are never edited.
  const newestFirst = [...rows].reverse();
  return (
    <Rows loading={loading} count={rows.length} empty={t('empty')}>
      <Table striped withColumnBorders verticalSpacing={6} data-testid="ownership-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ownership.date')}</Table.Th>
            <Table.Th>{t('ownership.event')}</Table.Th>
            <Table.Th>{t('ownership.owner')}</Table.Th>
            <Table.Th>{t('ownership.sharePercent')}</Table.Th>
            <Table.Th>{t('ownership.remark')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((r) => (
            <Table.Tr key={r.id} data-testid="ownership-history-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.eventDate}</Table.Td>
              <Table.Td><Badge variant="light" color={colour[r.event] ?? 'gray'}>{names.find((n) => n.value === r.event)?.label ?? r.eventName}</Badge></Table.Td>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.share ?? ''}</Table.Td>
              <Table.Td>{r.remark ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Rows>
  );
}

function Body({ houseId, readOnly }: { houseId: number; readOnly: boolean }) {
  const { t } = useTranslation('records');
  const member = useHouseOwners(houseId);
  const history = useHouseOwnerHistory(houseId);
  const owners = member.data?.owners ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs">
          <Title order={6}>{t('ownership.current')}</Title>
          {member.data ? <Text size="xs" c="dimmed">{t('ownership.residents', { count: member.data.residents })}</Text> : null}
        </Group>
        <CurrentOwners owners={owners} loading={member.isLoading} />
      </Paper>
      {readOnly ? null : (
        <Paper withBorder p="sm">
          <Title order={6} mb="xs">{t('ownership.recordTitle')}</Title>
          <HouseOwnershipForm houseId={houseId} owners={owners} />
        </Paper>
      )}
      <Paper withBorder p="sm">
        <Title order={6} mb="xs">{t('ownership.history')}</Title>
        <History rows={history.data ?? []} loading={history.isLoading} />
      </Paper>
    </Stack>
  );
}

/** A house's owners with shares, the form for ownership events and the full, never-edited history. */
export function HouseOwnershipDrawer({ house, opened, readOnly, onClose }: Props) {
  const { t } = useTranslation('records');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Group gap="xs"><Title order={5}>{t('ownership.title')}</Title><Text c="dimmed">{house.code} · {house.name}</Text>{readOnly ? <Badge color="gray">{t('readOnly')}</Badge> : null}</Group>}
      data-testid="ownership-drawer"
    >
      <Body houseId={house.id} readOnly={readOnly} />
    </Drawer>
  );
}
