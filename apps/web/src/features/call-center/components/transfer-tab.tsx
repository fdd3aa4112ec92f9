import { Button, Group, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_CENTER_PAGE_SIZES } from '@pm/domain';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { phoneBookQuery, useAgents, useForwardNumbers } from '../api/call-center-queries';
import { AgentGroupSelect } from './agent-group-select';
import { localize } from '../phone/localize';
import { MSG } from '../phone/messages';
import { softphone, useSoftphone } from '../phone/use-softphone';

/** Transfer: a group then an agent, or an outside number (phone book page size 5, forward numbers). */
export function TransferTab() {
  const { t } = useTranslation('call-center');
  const s = useSoftphone();
  const [mode, setMode] = useState<'agent' | 'number'>('agent');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [agentDn, setAgentDn] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const loggedIn = Boolean(s.agent);
  const agents = useAgents(groupId ? Number(groupId) : null);
  const forward = useForwardNumbers(loggedIn && mode === 'number');
  const book = usePagedList({ initial: {}, size: CALL_CENTER_PAGE_SIZES.transferPhoneBook, query: (_, { page, size }) => phoneBookQuery(page, size, '') });
  const inCall = s.status === 'Established' || s.status === 'Muting';

  const submit = async () => {
    if (!inCall) {
      notifications.show({ color: 'red', message: localize(MSG.noCallForTransfer) });
      return;
    }
    const target = mode === 'agent' ? agentDn : number.trim();
    if (!target) {
      notifications.show({ color: 'red', message: localize(mode === 'agent' ? MSG.chooseAgent : MSG.numberRequired) });
      return;
    }
    setBusy(true);
    try {
      await softphone().transfer(target);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" p="sm">
      <SegmentedControl
        value={mode}
        onChange={(v) => setMode(v as 'agent' | 'number')}
        data={[
          { value: 'agent', label: t('transfer.toAgent') },
          { value: 'number', label: t('transfer.toNumber') },
        ]}
      />
      {mode === 'agent' ? (
        <>
          <AgentGroupSelect
            enabled={loggedIn}
            value={groupId}
            onChange={(v) => {
              setGroupId(v);
              setAgentDn(null);
            }}
          />
          <Select
            label={t('transfer.agent')}
            data={(agents.data ?? []).filter((a) => a.agentDn !== s.agent?.agentDn).map((a) => ({ value: a.agentDn, label: `${a.agentName}（${a.agentDn}）` }))}
            value={agentDn}
            onChange={setAgentDn}
            disabled={!groupId}
            data-testid="cc-transfer-agent"
          />
        </>
      ) : (
        <>
          <TextInput label={t('transfer.number')} value={number} onChange={(e) => setNumber(e.currentTarget.value.replace(/[^0-9]/g, ''))} data-testid="cc-transfer-number" />
          {(forward.data?.list.length ?? 0) > 0 && (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {t('transfer.forward')}
              </Text>
              {forward.data?.list.map((f) => (
                <Button key={f.id} size="compact-xs" variant="light" onClick={() => setNumber(f.number)}>
                  {f.name}
                </Button>
              ))}
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {t('transfer.fromBook')}
          </Text>
          <Table fz="xs" verticalSpacing={2} highlightOnHover>
            <Table.Tbody>
              {book.rows.map((r) => (
                <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => setNumber(r.phone.replace(/[^0-9]/g, ''))}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.phone}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPages list={book} size="xs" />
        </>
      )}
      <Button onClick={() => void submit()} loading={busy} data-testid="cc-transfer-submit">
        {t('transfer.submit')}
      </Button>
    </Stack>
  );
}
