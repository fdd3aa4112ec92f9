import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { useBuildings } from '../api/options';
import { useWithdraw } from '../api/repair-fund';
import { useVotes } from '../api/votes';
import { ApprovalDocSelect } from './approval-doc-select';
import { errorText } from '../../../api/error-text';

/** 维修资金使用: the passed 使用维修资金 vote, the approval document (a finished workflow document picked from the company's), the project, the amount and the houses (estate or one building). */
export function WithdrawalForm({ estateId }: { estateId: number }) {
  const { t } = useTranslation('owners');
  const votes = useVotes('vote', estateId);
  const buildings = useBuildings(estateId);
  const withdraw = useWithdraw();
  const [voteId, setVoteId] = useState<string | null>(null);
  const [buildingId, setBuildingId] = useState<string | null>(null);
  const [wfDocId, setWfDocId] = useState<number | null>(null);
  const [project, setProject] = useState('');
  const [amount, setAmount] = useState('');
  const usable = (votes.data?.rows ?? []).filter((v) => v.matterClass === '5');
  const submit = async () => {
    try {
      const r = await withdraw.mutateAsync({ estateId, voteId: Number(voteId), wfDocId: wfDocId ?? 0, project, amount, ...(buildingId ? { buildingId: Number(buildingId) } : {}) });
      notifications.show({ color: 'green', message: t('fund.withdrawDone', { houses: r.parts.length, total: amountText(r.amount) }) });
    } catch {
      // shown below from the mutation's error
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('fund.vote')}
        data={usable.map((v) => ({ value: String(v.id), label: `${v.title}（${v.status === 'open' ? t('vote.open') : v.passed ? t('vote.passed') : t('vote.failed')}）` }))}
        value={voteId}
        onChange={setVoteId}
        w={300}
        data-testid="withdraw-vote"
      />
      <ApprovalDocSelect label={t('fund.approval')} value={wfDocId} onChange={setWfDocId} testId="withdraw-doc" />
      <Select label={t('building')} placeholder={t('fund.wholeEstate')} data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.label }))} value={buildingId} onChange={setBuildingId} clearable w={160} data-testid="withdraw-building" />
      <TextInput label={t('fund.project')} value={project} onChange={(e) => setProject(e.currentTarget.value)} w={180} data-testid="withdraw-project" />
      <TextInput label={t('amount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} w={140} data-testid="withdraw-amount" />
      <Button loading={withdraw.isPending} disabled={!voteId || !wfDocId} onClick={() => void submit()} data-testid="withdraw-save">{t('fund.withdraw')}</Button>
      {withdraw.error ? <Text c="red" size="sm" w="100%" data-testid="withdraw-error">{errorText(withdraw.error)}</Text> : null}
    </Group>
  );
}
