import { Alert, Button, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentToRate, rateToPercent } from '@pm/domain';
import { useAssetCategories, useSaveCategory } from '../api/assets-api';
import { errorText } from './assets-format';

/** 资产类别: the list and a line to add one (life, 残值率 in per cent, method: a new card's defaults). */
export function AssetCategoriesDialog({ onClose, readOnly }: { onClose: () => void; readOnly: boolean }) {
  const { t } = useTranslation('accounting');
  const categories = useAssetCategories();
  const save = useSaveCategory();
  const [draft, setDraft] = useState({ name: '', lifeMonths: '60', residual: '5', method: '1' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync({ name: draft.name, lifeMonths: Number(draft.lifeMonths), residualRate: percentToRate(draft.residual), method: Number(draft.method) });
      setDraft({ ...draft, name: '' });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('assets.categories')} size="xl">
      <Stack gap="sm">
        {refusal ? <Alert color="red">{refusal}</Alert> : null}
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assets.categoryName')}</Table.Th><Table.Th>{t('assets.lifeMonths')}</Table.Th><Table.Th>{t('assets.residualRate')}</Table.Th><Table.Th>{t('assets.method')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(categories.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.name}</Table.Td><Table.Td>{c.lifeMonths}</Table.Td><Table.Td>{`${rateToPercent(c.residualRate, 2)}%`}</Table.Td><Table.Td>{c.methodName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!readOnly ? (
          <Group align="flex-end">
            <TextInput label={t('assets.categoryName')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} w={160} />
            <TextInput label={t('assets.lifeMonths')} value={draft.lifeMonths} onChange={(e) => setDraft({ ...draft, lifeMonths: e.currentTarget.value })} w={90} />
            <TextInput label={t('assets.residualRate')} value={draft.residual} rightSection="%" onChange={(e) => setDraft({ ...draft, residual: e.currentTarget.value })} w={90} />
            <Select label={t('assets.method')} data={['1', '2', '3', '4'].map((m) => ({ value: m, label: t(`assets.methods.${m}`) }))} value={draft.method} onChange={(v) => setDraft({ ...draft, method: v ?? '1' })} allowDeselect={false} w={160} />
            <Button onClick={() => void add()} loading={save.isPending}>{t('assets.addCategory')}</Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
