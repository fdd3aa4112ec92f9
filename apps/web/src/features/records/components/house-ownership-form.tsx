import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useRecordOwnerEvent, type HouseOwner } from '../api/house-tree';
import { useDictionaries } from '../api/records';
import { enumOptions } from './field-input';
import { chinaToday } from '../../../shared/china-date';
import { draftProblems, emptyDraft, eventInput, type OwnerEvent, type OwnershipDraft } from './house-ownership-logic';
import { RefSelect } from './ref-select';
import { DateField } from '../../../shared/date-field';

interface Props {
  houseId: number;
  /** The house's current owners (sources of a transfer, candidates of a move-out). */
  owners: HouseOwner[];
}

const EVENTS: OwnerEvent[] = ['1', '2', '3'];

/** Records 入伙, 过户 or 迁出 of one house; the server's refusal is shown as it says it. */
export function HouseOwnershipForm({ houseId, owners }: Props) {
  const { t } = useTranslation('records');
  const dictionaries = useDictionaries();
  const save = useRecordOwnerEvent(houseId);
  const [draft, setDraft] = useState<OwnershipDraft>(() => emptyDraft('1', chinaToday()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  // Event names from the dictionary the server names history rows with (产权变动).
  const named = enumOptions(dictionaries.data, 'house_owner_event');
  const eventLabel = (e: OwnerEvent) => named.find((o) => o.value === e)?.label ?? t(`ownership.event${e}`);
  const set = (patch: Partial<OwnershipDraft>) => setDraft((prev) => ({ ...prev, ...patch }));
  const currentOptions = owners.map((o) => ({ value: String(o.ownerId), label: o.share ? `${o.name}（${o.share}%）` : o.name }));
  const pickCurrent = (v: string | null) => (v ? Number(v) : null);

  const submit = async () => {
    const problems = draftProblems(draft);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, t(key)])));
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    try {
      await save.mutateAsync(eventInput(draft));
      notifications.show({ color: 'green', message: t('saved') });
      setDraft(emptyDraft(draft.event, draft.eventDate));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A refusal naming a field shows under it; any other (e.g. not a current owner) above the button.
      if (error.details?.length) setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      else setRefusal(error.message || t('ownership.failed'));
    }
  };

  return (
    <Stack gap="sm" data-testid="ownership-form">
      <SegmentedControl
        data={EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))}
        value={draft.event}
        onChange={(v) => {
          setDraft(emptyDraft(v as OwnerEvent, draft.eventDate));
          setErrors({});
          setRefusal(null);
        }}
        data-testid="ownership-event"
      />
      <Text size="xs" c="dimmed">{t(`ownership.hint${draft.event}`)}</Text>
      <SimpleGrid cols={2}>
        {draft.event === '2' ? (
          <Select label={t('ownership.fromOwner')} required placeholder={t('selectPlaceholder')} data={currentOptions} value={draft.fromOwnerId === null ? null : String(draft.fromOwnerId)} onChange={(v) => set({ fromOwnerId: pickCurrent(v) })} error={errors.fromOwnerId} nothingFoundMessage={t('ownership.noOwners')} data-testid="ownership-from" comboboxProps={{ withinPortal: true }} />
        ) : null}
        {draft.event === '3' ? (
          <Select label={t('ownership.outOwner')} required placeholder={t('selectPlaceholder')} data={currentOptions} value={draft.ownerId === null ? null : String(draft.ownerId)} onChange={(v) => set({ ownerId: pickCurrent(v) })} error={errors.ownerId} data-testid="ownership-current" comboboxProps={{ withinPortal: true }} />
        ) : (
          <RefSelect record="owner" label={t(draft.event === '2' ? 'ownership.toOwner' : 'ownership.owner')} required value={draft.ownerId} onChange={(v) => set({ ownerId: v })} error={errors.ownerId} testId="ownership-owner" />
        )}
        {draft.event !== '3' ? (
          <TextInput label={t('ownership.sharePercent')} inputMode="decimal" placeholder={t(draft.event === '2' ? 'ownership.shareAll' : 'ownership.shareRest')} value={draft.share} onChange={(e) => set({ share: e.currentTarget.value })} error={errors.share} data-testid="ownership-share" />
        ) : null}
        <DateField label={t('ownership.date')} required value={draft.eventDate} onChange={(v) => set({ eventDate: v })} error={errors.eventDate} data-testid="ownership-date" />
        <TextInput label={t('ownership.remark')} maxLength={200} value={draft.remark} onChange={(e) => set({ remark: e.currentTarget.value })} data-testid="ownership-remark" />
      </SimpleGrid>
      {refusal ? <Alert color="red" variant="light" data-testid="ownership-error">{refusal}</Alert> : null}
      <Group justify="flex-end">
        <Button loading={save.isPending} onClick={() => void submit()} data-testid="ownership-save">{t('ownership.record', { event: eventLabel(draft.event) })}</Button>
      </Group>
    </Stack>
  );
}
