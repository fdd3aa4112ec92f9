import { Alert, Button, Checkbox, Drawer, Group, SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandards } from '../api/list-standards';
import { useDictionary, useRefOptions } from '../api/options';
import { useSaveShareRule } from '../api/save-share-rule';
import { useShareRule } from '../api/get-share-rule';
import type { ShareRule } from '../types';
import { errorText } from '../../../api/error-text';
import { BuildingSelect, EstateSelect, ItemSelect } from './pickers';
import { ShareHouses } from './share-houses';
import { emptyShareDraft, needsAreaType, needsWeights, shareBodyFrom, shareDraftFrom, type ShareMethodCode, type ShareRuleDraft } from './share-rule-logic';

/** 分摊设置 form: estate, item, method, the shared meter, a standard or an amount, and the scope. */
export function ShareRuleForm({ rule, opened, onClose }: { rule: ShareRule | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const [d, setD] = useState<ShareRuleDraft>(emptyShareDraft);
  const [failure, setFailure] = useState<string | null>(null);
  const methods = useDictionary('share_method');
  const meters = useRefOptions('meter', d.estateId, !!d.estateId);
  const standards = useStandards({ estateId: d.estateId ?? undefined, current: true, page: 1, size: 200 }, !!d.estateId);
  const save = useSaveShareRule();
  const detail = useShareRule(opened && rule ? rule.id : null);
  const members = detail.data?.members;
  useEffect(() => {
    setD(rule ? shareDraftFrom(rule, members) : emptyShareDraft());
    setFailure(null);
  }, [rule, opened, members]);
  const set = (patch: Partial<ShareRuleDraft>) => setD((x) => ({ ...x, ...patch }));
  const codes = [...new Map((standards.data?.rows ?? []).map((s) => [s.code, `${s.code} ${s.name}`])).entries()].map(([value, label]) => ({ value, label }));

  const submit = async () => {
    if (!d.estateId || !d.itemId || !d.name.trim()) {
      setFailure(t('shareNeeds'));
      return;
    }
    try {
      await save.mutateAsync({ id: rule?.id, body: shareBodyFrom(d) });
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={rule ? t('shareEdit') : t('shareNew')} data-testid="share-rule-form">
      <Stack gap="sm">
        <Group grow>
          <EstateSelect value={d.estateId} onChange={(estateId) => set({ estateId, meterId: null, buildingId: null, houses: [], standardCode: null })} required w={undefined} />
          <ItemSelect value={d.itemId} onChange={(itemId) => set({ itemId })} required w={undefined} />
        </Group>
        <TextInput label={t('shareName')} required value={d.name} onChange={(e) => set({ name: e.currentTarget.value })} data-testid="share-name" />
        <Group grow>
          <Select label={t('shareMethod')} data={methods.map((m) => ({ value: m.value, label: m.cn }))} value={d.method} allowDeselect={false} onChange={(v) => v && set({ method: v as ShareMethodCode })} data-testid="share-method" />
          <Select label={t('sharedMeter')} data={(meters.data ?? []).map((m) => ({ value: String(m.id), label: m.label }))} value={d.meterId ? String(d.meterId) : null} onChange={(v) => set({ meterId: v ? Number(v) : null })} clearable disabled={!d.estateId} />
        </Group>
        {needsAreaType(d.method) ? (
          <Select label={t('areaType')} data={(['1', '2', '3'] as const).map((v) => ({ value: v, label: t(`areaTypes.${v}`) }))} value={d.areaType} allowDeselect={false} onChange={(v) => v && set({ areaType: v as ShareRuleDraft['areaType'] })} />
        ) : null}
        <SegmentedControl value={d.priceBy} onChange={(v) => set({ priceBy: v as ShareRuleDraft['priceBy'] })} data={[{ value: 'amount', label: t('shareByAmount') }, { value: 'standard', label: t('shareByStandard') }]} />
        {d.priceBy === 'amount' ? (
          <TextInput label={t('shareAmount')} value={d.amount} onChange={(e) => set({ amount: e.currentTarget.value })} data-testid="share-amount" />
        ) : (
          <Select label={t('standard')} data={codes} value={d.standardCode} onChange={(standardCode) => set({ standardCode })} searchable disabled={!d.estateId} />
        )}
        <SegmentedControl value={d.scope} onChange={(v) => set({ scope: v as ShareRuleDraft['scope'] })} data={(['estate', 'building', 'houses'] as const).map((v) => ({ value: v, label: t(`shareScopes.${v}`) }))} />
        {d.scope === 'building' ? <BuildingSelect estateId={d.estateId} value={d.buildingId} onChange={(buildingId) => set({ buildingId })} w={undefined} /> : null}
        {d.scope === 'houses' ? (
          <>
            <ShareHouses estateId={d.estateId} value={d.houses} onChange={(houses) => set({ houses })} weighted={needsWeights(d.method)} />
          </>
        ) : null}
        <Checkbox label={t('active')} checked={d.active} onChange={(e) => set({ active: e.currentTarget.checked })} />
        <Textarea label={t('remark')} value={d.remark} onChange={(e) => set({ remark: e.currentTarget.value })} />
        {failure ? <Alert color="red" data-testid="share-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="share-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
