import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisposeAsset, type AssetRow } from '../api/assets-api';
import { AmountCell, chinaToday, errorText } from './assets-format';
import { DateField } from '../../../shared/date-field';

/** 资产处置: date and remark; shows the voucher made. */
export function AssetDisposeDialog({ row, onClose }: { row: AssetRow; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const [disposedOn, setDisposedOn] = useState(chinaToday());
  const [remark, setRemark] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispose = useDisposeAsset();
  const submit = async () => {
    setRefusal(null);
    try {
      const res = await dispose.mutateAsync({ id: row.id, disposedOn, remark: remark || null });
      notifications.show({ color: 'green', message: t('assets.disposed', { number: res.voucher.displayNumber }) });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const voucher = dispose.data?.voucher;
  return (
    <Modal opened onClose={onClose} title={`${t('assets.disposeTitle')} ${row.code} ${row.name}`} size="lg" data-testid="dispose-dialog">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('assets.disposeHint')}</Text>
        {refusal ? <Alert color="red" data-testid="dispose-error">{refusal}</Alert> : null}
        <DateField label={t('assets.disposedOn')} value={disposedOn} onChange={(v) => setDisposedOn(v)} disabled={!!voucher} />
        <TextInput label={t('assets.remark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} disabled={!!voucher} />
        {voucher ? (
          <Table withTableBorder data-testid="dispose-voucher">
            <Table.Thead>
              <Table.Tr><Table.Th>{t('assets.subject')}</Table.Th><Table.Th ta="right">{t('assets.debit')}</Table.Th><Table.Th ta="right">{t('assets.credit')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {voucher.lines.map((l) => (
                <Table.Tr key={l.subjectCode}><Table.Td>{`${l.subjectCode} ${l.subjectName}`}</Table.Td><AmountCell value={l.debit} /><AmountCell value={l.credit} /></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('assets.cancel')}</Button>
          {!voucher ? <Button color="red" onClick={() => void submit()} loading={dispose.isPending} data-testid="dispose-confirm">{t('assets.dispose')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
