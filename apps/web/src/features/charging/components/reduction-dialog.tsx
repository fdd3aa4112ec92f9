import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLines } from '../api/list-lines';
import { useRequestReduction } from '../api/request-reduction';
import { amountText } from '../format';
import { errorText } from '../../../api/error-text';
import { EstateSelect, HouseSelect } from './pickers';

/** 申请减免: a house's line, an amount or a percent, and the reason. */
export function ReductionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(null);
  const [lineId, setLineId] = useState<string | null>(null);
  const [kind, setKind] = useState<'amount' | 'percent'>('amount');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lines = useLines({ houseId: houseId ?? undefined, page: 1, size: 200 }, houseId !== null);
  const request = useRequestReduction();
  const options = (lines.data?.rows ?? [])
    .filter((l) => l.status !== 'paid' && !l.reversalOf)
    .map((l) => ({ value: String(l.id), label: `${l.period} ${l.itemName} ${amountText(l.net)}（${t(`status.${l.status}`)}）` }));

  const submit = async () => {
    if (!lineId || !value.trim() || !reason.trim()) {
      setFailure(t('reductionNeeds'));
      return;
    }
    try {
      await request.mutateAsync({ lineId: Number(lineId), kind, value: value.trim(), reason: reason.trim() });
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('requestReduction')} size="lg" data-testid="reduction-dialog">
      <Stack gap="sm">
        <Group grow>
          <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setHouseId(null); setLineId(null); }} w={undefined} />
          <HouseSelect estateId={estateId} value={houseId} onChange={(v) => { setHouseId(v); setLineId(null); }} w={undefined} />
        </Group>
        <Select label={t('line')} required data={options} value={lineId} onChange={setLineId} disabled={!houseId} nothingFoundMessage={t('empty')} data-testid="reduction-line" />
        <SegmentedControl value={kind} onChange={(v) => setKind(v as 'amount' | 'percent')} data={[{ value: 'amount', label: t('reductionKinds.amount') }, { value: 'percent', label: t('reductionKinds.percent') }]} />
        <TextInput label={kind === 'amount' ? t('reductionAmount') : t('reductionPercent')} required value={value} onChange={(e) => setValue(e.currentTarget.value)} data-testid="reduction-value" />
        <TextInput label={t('reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="reduction-reason" />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={request.isPending} onClick={() => void submit()} data-testid="reduction-submit">{t('submitRequest')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
