import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { sumAmounts } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSharePreview } from '../api/preview-share';
import { useStartRun } from '../api/start-run';
import { AmountCell, amountText, thisPeriod } from '../format';
import type { Run, ShareRule } from '../types';
import { errorText } from '../../../api/error-text';
import { RunProgress } from './run-progress';

/** 分摊预览 of a rule for a period (each house's part, the parts summing to the total) and the share run. */
export function SharePreview({ rule, onClose, readOnly }: { rule: ShareRule | null; onClose: () => void; readOnly: boolean }) {
  const { t } = useTranslation('charging');
  const [period, setPeriod] = useState(thisPeriod);
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useSharePreview(rule?.id ?? null, period);
  const start = useStartRun();
  const parts = preview.data?.parts ?? [];
  const partsSum = parts.length > 0 ? sumAmounts(parts.map((p) => p.amount)) : '0.00';
  const balanced = preview.data ? partsSum === preview.data.total : false;

  const share = async () => {
    if (!rule) return;
    setFailure(null);
    try {
      setRun(await start.mutateAsync({ estateId: rule.estateId, kind: 'share', periodFrom: period, shareRuleId: rule.id }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const close = () => {
    if (run?.state === 'running') return;
    setRun(null);
    setFailure(null);
    onClose();
  };

  return (
    <Modal opened={rule !== null} onClose={close} size="xl" title={rule ? `${t('sharePreview')}：${rule.name}` : ''} data-testid="share-preview">
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput label={t('period')} placeholder="YYYY-MM" value={period} onChange={(e) => setPeriod(e.currentTarget.value)} w={120} disabled={run !== null} />
          {preview.data ? (
            <Text size="sm" mb={8}>
              {t('shareTotal')}：{amountText(preview.data.total)}
              {preview.data.usage ? `  ${t('usage')}：${amountText(preview.data.usage)}` : ''}
            </Text>
          ) : null}
        </Group>
        {preview.error ? <Alert color="red">{errorText(preview.error)}</Alert> : null}
        {preview.data ? (
          <Alert color={balanced ? 'green' : 'red'} data-testid="share-balance">
            {balanced ? t('shareBalanced', { sum: amountText(partsSum) }) : t('shareUnbalanced', { sum: amountText(partsSum), total: amountText(preview.data.total) })}
          </Alert>
        ) : null}
        <ScrollArea.Autosize mah={360}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('house')}</Table.Th>
                <Table.Th ta="right">{t('weight')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((p) => (
                <Table.Tr key={p.houseId}>
                  <Table.Td>{`${p.houseCode} ${p.houseName}`}</Table.Td>
                  <Table.Td ta="right">{p.weight}</Table.Td>
                  <AmountCell value={p.amount} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {failure ? <Alert color="red">{failure}</Alert> : null}
        {run ? <RunProgress first={run} onFinished={setRun} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('close')}</Button>
          {!readOnly && !run ? <Button loading={start.isPending} disabled={!balanced} onClick={() => void share()} data-testid="share-run">{t('shareRun')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
