import { Alert, Button, Checkbox, Group, NumberInput, Stack, Table, Tabs, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDate } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { dunningCandidatesQuery, dunningNoticesQuery } from '../api/dunning';
import { useLatestDunning } from '../api/dunning-messages';
import { ChannelDunningDialog } from '../components/channel-dunning-dialog';
import { DunningDialog } from '../components/dunning-dialog';
import { errorText } from '../../../api/error-text';
import { ListFooter, TableState } from '../components/list-footer';
import { LatestDunningCell } from '../components/latest-dunning-cell';
import { EstateSelect } from '../components/pickers';
import { AmountCell } from '../format';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 50;

/**
 * 催缴通知: houses of an estate in arrears (live), chosen ones get a 告知公文 each, or an SMS / WeChat message (the
 * chosen houses or all under the filters, through 消息发送); each house's latest 催缴 message; the notices sent.
 */
export default function DunningScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  const [tab, setTab] = useState<'candidates' | 'sent'>('candidates');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [minAmount, setMinAmount] = useState('');
  const [minDays, setMinDays] = useState<number | string>('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [sending, setSending] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const amountOk = minAmount.trim() === '' || /^\d+(\.\d{1,2})?$/.test(minAmount.trim());
  const list = usePagedList({
    initial: {},
    size: SIZE,
    query: (_, paging) => ({
      ...dunningCandidatesQuery({ estateId: estateId ?? 0, ...paging, ...(minAmount.trim() ? { minAmount: minAmount.trim() } : {}), ...(typeof minDays === 'number' ? { minDays } : {}) }),
      enabled: !!estateId && amountOk,
    }),
  });
  const sent = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => dunningNoticesQuery({ estateId: estateId ?? undefined, ...paging }) });
  const rows = list.rows;
  const latest = useLatestDunning(rows.map((r) => r.houseId));
  const latestOf = new Map((latest.data ?? []).map((l) => [l.houseId, l]));
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.houseId));
  const toggle = (id: number) => setChosen((s) => { const next = new Set(s); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const toggleAll = () => setChosen((s) => { const next = new Set(s); for (const r of rows) if (allChosen) next.delete(r.houseId); else next.add(r.houseId); return next; });
  const changeFilter = () => setChosen(new Set());

  return (
    <Stack gap="sm" p="sm" data-testid="dunning-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('menu.notices')}</Title>
        <Group>
          <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); changeFilter(); }} label="" />
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => { if (v) setTab(v as 'candidates' | 'sent'); }}>
        <Tabs.List>
          <Tabs.Tab value="candidates">{t('dunning.candidates')}</Tabs.Tab>
          <Tabs.Tab value="sent" data-testid="dunning-sent-tab">{t('dunning.sentTab')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'candidates' ? (
        <>
          <Group align="flex-end">
            <TextInput label={t('dunning.minAmount')} value={minAmount} onChange={(e) => { setMinAmount(e.currentTarget.value); changeFilter(); }} error={amountOk ? undefined : t('dunning.badAmount')} w={160} data-testid="dunning-min-amount" />
            <NumberInput label={t('dunning.minDays')} value={minDays} onChange={(v) => { setMinDays(v); changeFilter(); }} min={0} allowDecimal={false} w={160} data-testid="dunning-min-days" />
            {!readOnly ? (
              <Button disabled={!estateId || chosen.size === 0} onClick={() => setSending(true)} data-testid="dunning-generate">
                {t('dunning.generate')}{chosen.size ? `（${chosen.size}）` : ''}
              </Button>
            ) : null}
            {!readOnly ? (
              <Button variant="light" disabled={!estateId || !amountOk || (chosen.size === 0 && !list.query.data?.total)} onClick={() => setMessaging(true)} data-testid="dunning-by-channel">
                {t('channelDunning.action')}{chosen.size ? `（${chosen.size}）` : list.query.data?.total ? t('channelDunning.allSuffix', { count: list.query.data.total }) : ''}
              </Button>
            ) : null}
          </Group>
          {!estateId ? <Alert color="gray">{t('dunning.chooseEstate')}</Alert> : null}
          <RowsTable striped withTableBorder columns={[{ cell: <Table.Th w={40}><Checkbox checked={allChosen} onChange={toggleAll} aria-label={t('dunning.chooseAll')} /></Table.Th> }, t('house'), t('dunning.owner'), right(t('dunning.open')), right(t('dunning.openLines')), right(t('dunning.months')), t('dunning.oldestDue'), right(t('dunning.daysOverdue')), t('channelDunning.latest')]}>
            {estateId ? <TableState loading={list.query.isPending} empty={rows.length === 0} error={list.query.error ? errorText(list.query.error) : undefined} cols={9} /> : null}
            {rows.map((r) => (
              <Table.Tr key={r.houseId}>
                <Table.Td><Checkbox checked={chosen.has(r.houseId)} onChange={() => toggle(r.houseId)} aria-label={r.houseName} /></Table.Td>
                <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
                <Table.Td>{r.ownerName ?? ''}</Table.Td>
                <AmountCell value={r.open} />
                <Table.Td ta="right">{r.openLines}</Table.Td>
                <Table.Td ta="right">{r.months}</Table.Td>
                <Table.Td>{r.oldestDueDate}</Table.Td>
                <Table.Td ta="right">{r.daysOverdue}</Table.Td>
                <LatestDunningCell latest={latestOf.get(r.houseId)} houseId={r.houseId} />
              </Table.Tr>
            ))}
          </RowsTable>
          <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
        </>
      ) : (
        <>
          <RowsTable striped withTableBorder data-testid="dunning-sent" columns={[t('dunning.docNumber'), t('dunning.subject'), t('house'), right(t('dunning.open')), t('dunning.sender'), t('createdAt'), right(t('dunning.acked'))]} state={{ loading: sent.query.isPending, empty: (sent.rows).length === 0, error: sent.query.error, emptyText: t('empty') }}>
            {(sent.rows).map((n) => (
              <Table.Tr key={n.id}>
                <Table.Td>{n.docNumber}</Table.Td>
                <Table.Td>{n.subject}</Table.Td>
                <Table.Td>{n.houseName}</Table.Td>
                <AmountCell value={n.amount} />
                <Table.Td>{n.senderName}</Table.Td>
                <Table.Td>{chinaDate(n.createdAt)}</Table.Td>
                <Table.Td ta="right">{`${n.acked}/${n.recipients}`}</Table.Td>
              </Table.Tr>
            ))}
          </RowsTable>
          <ListFooter total={sent.total} page={sent.page} size={SIZE} onPage={sent.setPage} />
        </>
      )}
      {messaging && estateId ? (
        <ChannelDunningDialog
          estateId={estateId}
          houseIds={[...chosen]}
          minAmount={minAmount.trim() || undefined}
          minDays={typeof minDays === 'number' ? minDays : undefined}
          matching={list.total}
          onClose={() => { setMessaging(false); setChosen(new Set()); if (rows.length) void latest.refetch(); }}
        />
      ) : null}
      {sending && estateId ? <DunningDialog estateId={estateId} houseIds={[...chosen]} onClose={() => { setSending(false); setChosen(new Set()); }} /> : null}
    </Stack>
  );
}
