import { Alert, Button, Group, Stack, Table, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useDecideReduction } from '../api/decide-reduction';
import { usePagedList } from '../../../shared/use-paged-list';
import { reductionsQuery } from '../api/list-reductions';
import { errorText } from '../../../api/error-text';
import { ListFooter } from '../components/list-footer';
import { EstateSelect } from '../components/pickers';
import { ReductionDialog } from '../components/reduction-dialog';
import { AmountCell, amountText } from '../format';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 20;
type State = 'pending' | 'approved' | 'rejected';

/** 减免管理: requests by state; request, approve or reject. */
export default function ReductionsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  const [state, setState] = useState<State>('pending');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => reductionsQuery({ state, estateId: estateId ?? undefined, ...paging }) });
  const decide = useDecideReduction();
  const rows = list.rows;
  const answer = async (id: number, approve: boolean) => {
    setRefusal(null);
    try {
      await decide.mutateAsync({ id, approve });
      notifications.show({ color: 'green', message: approve ? t('approved') : t('rejected') });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="reductions-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('menu.reductions')}</Title>
        <Group>
          <EstateSelect value={estateId} onChange={setEstateId} label="" />
          {!readOnly ? <Button onClick={() => setRequesting(true)} data-testid="request-reduction">{t('requestReduction')}</Button> : null}
        </Group>
      </Group>
      <Tabs value={state} onChange={(v) => { if (v) setState(v as State); }}>
        <Tabs.List>
          {(['pending', 'approved', 'rejected'] as const).map((s) => (
            <Tabs.Tab key={s} value={s}>{t(`reductionStates.${s}`)}</Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="reduction-error">{refusal}</Alert> : null}
      <RowsTable striped withTableBorder columns={[t('house'), t('item'), t('period'), right(t('net')), t('reductionKind'), right(t('reductionAmountCol')), t('reason'), t('requestedBy'), t('approvedBy'), null]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
            <Table.Td>{r.itemName}</Table.Td>
            <Table.Td>{r.period}</Table.Td>
            <AmountCell value={r.lineNet} />
            <Table.Td>{r.kind === 'percent' ? `${t('reductionKinds.percent')} ${r.value}%` : `${t('reductionKinds.amount')} ${amountText(r.value)}`}</Table.Td>
            <AmountCell value={r.amount} />
            <Table.Td>{r.reason}</Table.Td>
            <Table.Td>{r.requestedByName ?? ''}</Table.Td>
            <Table.Td>{r.approvedByName ?? ''}</Table.Td>
            <Table.Td>
              {!readOnly && r.state === 'pending' ? (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => void answer(r.id, true)}>{t('approve')}</Button>
                  <Button size="compact-xs" color="red" variant="light" onClick={() => void answer(r.id, false)}>{t('reject')}</Button>
                </Group>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
      {requesting ? <ReductionDialog opened onClose={() => setRequesting(false)} /> : null}
    </Stack>
  );
}
