import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DictionaryItems, RecordDef } from '@pm/contracts';
import { labelText } from '../labels';
import { customInputFor } from './custom-inputs';
import { enumOptions } from './field-input';
import { RefSelect } from './ref-select';
import { DateField } from '../../../shared/date-field';

interface Props {
  def: RecordDef;
  draft: Record<string, string>;
  onDraft: (next: Record<string, string>) => void;
  onSearch: () => void;
  onReset: () => void;
  dictionaries: DictionaryItems | undefined;
}

/** The filter bar of a record list, from the declaration's `list.filters`. */
export function RecordFilters({ def, draft, onDraft, onSearch, onReset, dictionaries }: Props) {
  const { t } = useTranslation('records');
  const set = (name: string, value: string | null) => {
    const next = { ...draft };
    if (value === null || value === '') delete next[name];
    else next[name] = value;
    onDraft(next);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="record-filters">
      {def.list.filters.map((name) => {
        const field = def.fields[name];
        if (!field) return null;
        const label = labelText(field.label);
        const custom = customInputFor(field);
        if (custom) return <div key={name}>{custom({ name, field, value: draft[name] ?? null, onChange: (v) => set(name, v), filter: true })}</div>;
        switch (field.kind) {
          case 'enum':
            return (
              <Select key={name} w={160} label={label} clearable placeholder={t('all')} data={enumOptions(dictionaries, field.dict)} value={draft[name] ?? null} onChange={(v) => set(name, v)} data-testid={`filter-${name}`} comboboxProps={{ withinPortal: true }} />
            );
          case 'ref':
            return (
              <div key={name} style={{ width: 200 }}>
                <RefSelect record={field.record} label={label} value={draft[name] ? Number(draft[name]) : null} onChange={(v) => set(name, v === null ? null : String(v))} testId={`filter-${name}`} />
              </div>
            );
          case 'bool':
            return (
              <Select key={name} w={120} label={label} clearable placeholder={t('all')} data={[{ value: 'true', label: t('yes') }, { value: 'false', label: t('no') }]} value={draft[name] ?? null} onChange={(v) => set(name, v)} data-testid={`filter-${name}`} />
            );
          case 'date':
            return (
              <Group key={name} gap={4} align="flex-end">
                <DateField w={150} label={`${label}${t('from')}`} value={draft[`${name}From`] ?? ''} onChange={(v) => set(`${name}From`, v)} />
                <DateField w={150} label={`${label}${t('to')}`} value={draft[`${name}To`] ?? ''} onChange={(v) => set(`${name}To`, v)} />
              </Group>
            );
          default:
            return (
              <TextInput
                key={name}
                w={180}
                label={label}
                value={draft[name] ?? ''}
                onChange={(e) => set(name, e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') onSearch();
                }}
                data-testid={`filter-${name}`}
              />
            );
        }
      })}
      <Button onClick={onSearch} data-testid="record-search">{t('search')}</Button>
      <Button variant="default" onClick={onReset}>{t('reset')}</Button>
    </Group>
  );
}
