import { Button, Group, Select, TextInput } from '@mantine/core';
import { ORDER_KINDS, ORDER_STATES } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { useTeams } from '../api/workorders';

const SLAS = ['normal', 'warning', 'overdue'] as const;
/** The board's choices (the keyword is kept apart: it is sent once typing pauses). */
export interface BoardFilter {
  state?: (typeof ORDER_STATES)[number];
  open?: 'true';
  kind?: (typeof ORDER_KINDS)[number];
  sla?: (typeof SLAS)[number];
  teamId?: number;
}
/** 未完工 stands for open=true (待派单 to 挂起: still being worked on); the other choices are one state each. */
const OPEN = 'open';

/** State (or 未完结), kind, SLA, team and a keyword (number, content, reporter, phone). */
export function BoardFilters({ value, onChange, text, onText, onReload, reloading }: { value: BoardFilter; onChange: (next: BoardFilter) => void; text: string; onText: (text: string) => void; onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation('workorders');
  const teams = useTeams();
  const stateValue = value.open === 'true' ? OPEN : (value.state ?? null);
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('filter.state')}
        data={[{ value: OPEN, label: t('filter.open') }, ...ORDER_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))]}
        value={stateValue}
        onChange={(v) => {
          const { state: _s, open: _o, ...rest } = value;
          const state = ORDER_STATES.find((s) => s === v);
          onChange({ ...rest, ...(v === OPEN ? { open: 'true' as const } : state ? { state } : {}) });
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('filter.clear') }}
        placeholder={t('filter.all')}
        w={130}
        data-testid="wo-filter-state"
      />
      <Select
        label={t('filter.kind')}
        data={ORDER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        value={value.kind ?? null}
        onChange={(v) => {
          const { kind: _k, ...rest } = value;
          const kind = ORDER_KINDS.find((k) => k === v);
          onChange(kind ? { ...rest, kind } : rest);
        }}
        clearable
        placeholder={t('filter.all')}
        w={120}
        data-testid="wo-filter-kind"
      />
      <Select
        label={t('filter.sla')}
        data={SLAS.map((s) => ({ value: s, label: t(`sla.${s}`) }))}
        value={value.sla ?? null}
        onChange={(v) => {
          const { sla: _s, ...rest } = value;
          const sla = SLAS.find((s) => s === v);
          onChange(sla ? { ...rest, sla } : rest);
        }}
        clearable
        placeholder={t('filter.all')}
        w={110}
        data-testid="wo-filter-sla"
      />
      <Select
        label={t('filter.team')}
        data={(teams.data ?? []).map((tm) => ({ value: String(tm.id), label: tm.name }))}
        value={value.teamId !== undefined ? String(value.teamId) : null}
        onChange={(v) => {
          const { teamId: _t, ...rest } = value;
          onChange(v ? { ...rest, teamId: Number(v) } : rest);
        }}
        clearable
        placeholder={t('filter.all')}
        w={150}
        data-testid="wo-filter-team"
      />
      <TextInput label={t('filter.text')} placeholder={t('filter.textHint')} value={text} onChange={(e) => onText(e.currentTarget.value)} w={220} data-testid="wo-filter-text" />
      <Button variant="default" loading={reloading} onClick={onReload} data-testid="wo-reload">{t('reload')}</Button>
    </Group>
  );
}
