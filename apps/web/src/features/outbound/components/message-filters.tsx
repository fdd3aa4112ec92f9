import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { MESSAGE_CHANNELS, MESSAGE_PURPOSES, MESSAGE_STATES, type MessageChannel, type MessagePurpose, type MessageState } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/date-field';
import { useEstates } from '../api/estates';
import { STATE_COLOR } from '../format';

export interface MessageFilterValues {
  state: MessageState | null;
  channel: MessageChannel | null;
  purpose: MessagePurpose | null;
  estateId: number | null;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  /** As typed; the list reads it debounced. */
  search: string;
}
export const NO_FILTERS: MessageFilterValues = { state: null, channel: null, purpose: null, estateId: null, from: '', to: '', search: '' };

interface Props {
  value: MessageFilterValues;
  onChange: (patch: Partial<MessageFilterValues>) => void;
  /** Messages per state under the other filters (the list's `counts`). */
  counts: Record<string, number>;
}

/** 发送记录's filters: channel, purpose, estate, days, a word; the states as buttons with their counts. */
export function MessageFilters({ value, onChange, counts }: Props) {
  const { t } = useTranslation('outbound');
  const estates = useEstates();
  const all = MESSAGE_STATES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return (
    <>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('filter.channel')}
          placeholder={t('filter.allChannels')}
          data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          value={value.channel}
          onChange={(v) => onChange({ channel: v as MessageChannel | null })}
          clearable
          w={130}
          data-testid="filter-channel"
        />
        <Select
          label={t('filter.purpose')}
          placeholder={t('filter.allPurposes')}
          data={MESSAGE_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
          value={value.purpose}
          onChange={(v) => onChange({ purpose: v as MessagePurpose | null })}
          clearable
          w={150}
          data-testid="filter-purpose"
        />
        <Select
          label={t('filter.estate')}
          placeholder={t('filter.allEstates')}
          data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={value.estateId === null ? null : String(value.estateId)}
          onChange={(v) => onChange({ estateId: v ? Number(v) : null })}
          clearable
          searchable
          w={180}
          data-testid="filter-estate"
        />
        <DateField label={t('filter.from')} value={value.from} onChange={(from) => onChange({ from })} w={140} data-testid="filter-from" />
        <DateField label={t('filter.to')} value={value.to} onChange={(to) => onChange({ to })} w={140} data-testid="filter-to" />
        <TextInput label={t('filter.search')} placeholder={t('filter.searchHint')} value={value.search} onChange={(e) => onChange({ search: e.currentTarget.value })} w={200} data-testid="filter-search" />
      </Group>
      <Group gap={6} data-testid="state-counts">
        <Button size="compact-sm" color="dark" variant={value.state === null ? 'filled' : 'default'} onClick={() => onChange({ state: null })} rightSection={<Badge size="sm" variant="white" color="dark">{all}</Badge>} data-testid="state-all">
          {t('all')}
        </Button>
        {MESSAGE_STATES.map((s) => (
          <Button
            key={s}
            size="compact-sm"
            color={STATE_COLOR[s]}
            variant={value.state === s ? 'filled' : 'light'}
            onClick={() => onChange({ state: value.state === s ? null : s })}
            rightSection={<Badge size="sm" variant="white" color={STATE_COLOR[s]}>{counts[s] ?? 0}</Badge>}
            data-testid={`state-${s}`}
          >
            {t(`states.${s}`)}
          </Button>
        ))}
      </Group>
    </>
  );
}
