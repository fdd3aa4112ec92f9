import { Alert, Badge, Button, Checkbox, CloseButton, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import { ListFooter } from '../../../shared/list-footer';
import { TableState } from '../../../shared/table-state';
import { usePagedList } from '../../../shared/use-paged-list';
import { isMoving, messagesQuery, type MessageListInput, type MessageRow } from '../api/list-messages';
import { useResend } from '../api/resend';
import { errorText } from '../error-text';
import { maskAddress, RESENDABLE, STATE_COLOR } from '../format';
import { MessageDrawer } from './message-drawer';
import { MessageFilters, NO_FILTERS, type MessageFilterValues } from './message-filters';

const SIZE = 20;
const COLS = 11;

/** What a link from another screen narrows the list to (?batchId= from 催缴通知, ?houseId=). */
export interface LinkedMessages {
  batchId: number | null;
  houseId: number | null;
}

/** 发送记录: the messages under the filters with their states (read again while any may still change), a drawer per message, 重发. */
export function MessagesTab({ readOnly, linked }: { readOnly: boolean; linked: LinkedMessages }) {
  const { t } = useTranslation('outbound');
  const [filters, setFilters] = useState<MessageFilterValues>(NO_FILTERS);
  const [link, setLink] = useState<LinkedMessages>(linked);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<MessageRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const [q] = useDebouncedValue(filters.search.trim(), 300);
  useEffect(() => {
    setLink({ batchId: linked.batchId, houseId: linked.houseId });
  }, [linked.batchId, linked.houseId]);

  const input: Omit<MessageListInput, 'page' | 'size'> = {
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.purpose ? { purpose: filters.purpose } : {}),
    ...(filters.estateId !== null ? { estateId: filters.estateId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(q ? { q } : {}),
    ...(link.batchId !== null ? { batchId: link.batchId } : {}),
    ...(link.houseId !== null ? { houseId: link.houseId } : {}),
  };
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => messagesQuery({ ...paging, ...input }) });
  const resend = useResend();
  const rows = list.rows;
  const resendable = rows.filter((r) => RESENDABLE.includes(r.state));
  const allChosen = resendable.length > 0 && resendable.every((r) => chosen.has(r.id));
  const change = (patch: Partial<MessageFilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setChosen(new Set());
  };
  const toggle = (id: number) => setChosen((s) => { const next = new Set(s); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const toggleAll = () => setChosen(allChosen ? new Set() : new Set(resendable.map((r) => r.id)));
  const doResend = () => {
    setFailure(null);
    setQueued(null);
    // Only what is still failed or skipped on screen: a row may have moved on since it was ticked.
    const ids = resendable.filter((r) => chosen.has(r.id)).map((r) => r.id);
    resend.mutate({ ids }, {
      onSuccess: (result) => {
        setChosen(new Set());
        setQueued(result.queued);
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };
  const openById = (id: number) => {
    const row = rows.find((r) => r.id === id);
    if (row) setOpen(row);
    return row !== undefined;
  };

  return (
    <Stack gap="sm" data-testid="messages-tab">
      <MessageFilters value={filters} onChange={change} counts={list.query.data?.counts ?? {}} />
      <Group gap="sm">
        {link.batchId !== null ? <LinkChip label={t('filter.batch', { id: link.batchId })} onClear={() => setLink((l) => ({ ...l, batchId: null }))} testId="link-batch" /> : null}
        {link.houseId !== null ? <LinkChip label={t('filter.house', { id: link.houseId })} onClear={() => setLink((l) => ({ ...l, houseId: null }))} testId="link-house" /> : null}
        {!readOnly ? (
          <Button size="sm" disabled={!resendable.some((r) => chosen.has(r.id))} loading={resend.isPending} onClick={doResend} title={t('messages.resendHint')} data-testid="messages-resend">
            {t('messages.resend')}{chosen.size ? `（${chosen.size}）` : ''}
          </Button>
        ) : null}
        {rows.some((r) => isMoving(r.state)) ? <Text size="xs" c="dimmed" data-testid="messages-live">{t('messages.live')}</Text> : null}
      </Group>
      {failure ? <Alert color="red" withCloseButton onClose={() => setFailure(null)} data-testid="messages-error">{failure}</Alert> : null}
      {queued !== null ? <Alert color="green" withCloseButton onClose={() => setQueued(null)} data-testid="messages-resent">{t('messages.resent', { count: queued })}</Alert> : null}
      <ScrollArea>
        <Table striped withTableBorder highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>{readOnly ? null : <Checkbox checked={allChosen} disabled={resendable.length === 0} onChange={toggleAll} aria-label={t('messages.chooseAll')} />}</Table.Th>
              {(['time', 'purpose', 'channel', 'house', 'recipient', 'address', 'state', 'reason'] as const).map((c) => <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>)}
              <Table.Th ta="right">{t('columns.parts')}</Table.Th>
              <Table.Th ta="right">{t('columns.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={list.query.isPending} empty={rows.length === 0} error={list.query.error ? errorText(list.query.error) : undefined} cols={COLS} emptyText={t('messages.none')} />
            {rows.map((r) => (
              <Table.Tr key={r.id} onClick={() => setOpen(r)} style={{ cursor: 'pointer' }} data-testid={`message-row-${r.id}`}>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  {!readOnly && RESENDABLE.includes(r.state) ? <Checkbox checked={chosen.has(r.id)} onChange={() => toggle(r.id)} aria-label={`${r.houseName} ${r.recipientName}`} data-testid={`message-choose-${r.id}`} /> : null}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{t(`purposes.${r.purpose}`)}</Table.Td>
                <Table.Td>{t(`channels.${r.channel}`)}</Table.Td>
                <Table.Td>{r.houseName}</Table.Td>
                <Table.Td>{r.recipientName}</Table.Td>
                <Table.Td>{maskAddress(r.address)}</Table.Td>
                <Table.Td><Badge size="sm" variant="light" color={STATE_COLOR[r.state]}>{t(`states.${r.state}`)}</Badge></Table.Td>
                <Table.Td maw={220}><Text size="sm" truncate="end" title={r.reason ?? undefined}>{r.reason ?? ''}</Text></Table.Td>
                <Table.Td ta="right">{r.channel === 'sms' ? r.parts : ''}</Table.Td>
                <AmountCell value={r.cost} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={(p) => { list.setPage(p); setChosen(new Set()); }} />
      <MessageDrawer message={open ? (rows.find((r) => r.id === open.id) ?? open) : null} onClose={() => setOpen(null)} onOpen={openById} />
    </Stack>
  );
}

function LinkChip({ label, onClear, testId }: { label: string; onClear: () => void; testId: string }) {
  const { t } = useTranslation('outbound');
  return (
    <Badge size="lg" variant="outline" rightSection={<CloseButton size="xs" onClick={onClear} aria-label={t('filter.clearLink')} />} data-testid={testId}>
      {label}
    </Badge>
  );
}
