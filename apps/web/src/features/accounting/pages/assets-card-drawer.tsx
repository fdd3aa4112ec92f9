import { Alert, Button, Drawer, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateToPercent } from '@pm/domain';
import { useAssetCategories, useAssetEstates, useSaveAsset, type AssetRow } from '../api/assets-api';
import { cardErrors, cardInput, cardOf, emptyCard, type CardForm } from './assets-card-logic';
import { chinaToday, errorText } from './assets-format';
import { DateField } from '../../../shared/date-field';

/** New card, or edit one (depreciation terms locked once depreciated). */
export function AssetCardDrawer({ row, onClose }: { row: AssetRow | null; onClose: () => void }) {
  const { t } = useTranslation('accounting');
  const [form, setForm] = useState<CardForm>(row ? cardOf(row) : emptyCard(chinaToday()));
  const [errors, setErrors] = useState<Partial<Record<keyof CardForm, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const categories = useAssetCategories();
  const estates = useAssetEstates();
  const save = useSaveAsset();
  const locked = row !== null && !row.editable;
  const set = <K extends keyof CardForm>(key: K, value: CardForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const pickCategory = (id: string | null) => {
    const c = (categories.data ?? []).find((x) => String(x.id) === id);
    setForm((f) => (c && !locked ? { ...f, categoryId: id, lifeMonths: String(c.lifeMonths), method: String(c.method), residualPercent: rateToPercent(c.residualRate) } : { ...f, categoryId: id }));
  };
  const submit = async () => {
    const found = cardErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setRefusal(null);
    try {
      await save.mutateAsync({ ...cardInput(form), ...(row ? { id: row.id } : {}) });
      notifications.show({ color: 'green', message: t('assets.saved') });
      onClose();
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const text = (key: keyof CardForm, label: string, props: { disabled?: boolean; type?: string; rightSection?: string } = {}) => (
    <TextInput label={label} value={form[key] ?? ''} onChange={(e) => set(key, e.currentTarget.value as never)} error={errors[key]} data-testid={`asset-${key}`} {...props} />
  );
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={row ? `${t('assets.edit')} ${row.code}` : t('assets.add')} data-testid="asset-drawer">
      <Stack gap="sm">
        {locked ? <Alert color="yellow">{t('assets.fixedHint')}</Alert> : null}
        {refusal ? <Alert color="red" data-testid="asset-error">{refusal}</Alert> : null}
        <SimpleGrid cols={2}>
          {text('code', t('assets.code'))}
          {text('name', t('assets.name'))}
          <Select label={t('assets.category')} data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))} value={form.categoryId} onChange={pickCategory} clearable data-testid="asset-category" />
          <Select label={t('assets.estate')} data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))} value={form.estateId} onChange={(v) => set('estateId', v)} clearable searchable />
          <DateField label={t('assets.acquiredOn')} value={form.acquiredOn ?? ''} onChange={(v) => set('acquiredOn', v as never)} error={errors.acquiredOn} disabled={locked} data-testid="asset-acquiredOn" />
          {text('cost', t('assets.cost'), { disabled: locked })}
          {text('residualPercent', t('assets.residualRate'), { disabled: locked, rightSection: '%' })}
          {text('lifeMonths', t('assets.lifeMonths'), { disabled: locked })}
          <Select label={t('assets.method')} data={['1', '2', '3', '4'].map((m) => ({ value: m, label: t(`assets.methods.${m}`) }))} value={form.method} onChange={(v) => set('method', v ?? '1')} disabled={locked} allowDeselect={false} data-testid="asset-method" />
          {form.method === '2' ? text('totalWork', t('assets.totalWork'), { disabled: locked }) : <div />}
          {text('expenseSubjectCode', t('assets.expenseSubject'), { disabled: locked })}
          <Select label={t('assets.status')} data={(['in_use', 'idle'] as const).map((s) => ({ value: s, label: t(`assets.statuses.${s}`) }))} value={form.status} onChange={(v) => set('status', v === 'idle' ? 'idle' : 'in_use')} allowDeselect={false} />
        </SimpleGrid>
        {text('remark', t('assets.remark'))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('assets.cancel')}</Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="asset-save">{t('assets.save')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
