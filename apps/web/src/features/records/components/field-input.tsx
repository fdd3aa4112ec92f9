import { FileButton, Group, NumberInput, Select, Switch, Text, Textarea, TextInput, Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItems, FieldDef } from '@pm/contracts';
import { currentLanguage } from '../../../i18n';
import { DateField, DateTimeField } from '../../../shared/date-field';
import { labelText } from '../labels';
import { uploadFile } from '../../../shared/upload-file';
import { customInputFor } from './custom-inputs';
import { RefSelect } from './ref-select';

export type FormValue = string | number | boolean | null;

// The editor (tiptap) loads only when a form with a rich-text field opens.
const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));

interface Props {
  name: string;
  field: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  dictionaries: DictionaryItems | undefined;
  refLabel?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  /** The whole form's values (for reference fields narrowed by another field). */
  values?: Record<string, FormValue>;
}

/** Dictionary items as select options in the interface language (disabled items hidden). */
export function enumOptions(dictionaries: DictionaryItems | undefined, dict: string) {
  const tw = currentLanguage() === 'zh-TW';
  return (dictionaries?.[dict] ?? []).filter((i) => i.enabled).map((i) => ({ value: i.value, label: tw ? i.tw : i.cn }));
}

/** One form input chosen by the field's kind. */
export function FieldInput({ name, field, value, onChange, dictionaries, refLabel, error, disabled, values }: Props) {
  const { t } = useTranslation('records');
  const [fileName, setFileName] = useState<string | null>(null);
  const label = labelText(field.label);
  const common = { label, required: field.required ?? false, error, disabled: disabled ?? false, 'data-testid': `field-${name}` };
  const custom = customInputFor(field);
  if (custom) return custom({ name, field, value, onChange, error, disabled });
  switch (field.kind) {
    case 'text':
      if (field.html) {
        return (
          <Suspense fallback={<Textarea label={label} disabled minRows={6} autosize style={{ gridColumn: '1 / -1' }} />}>
            <RichTextInput label={label} required={common.required} error={error} disabled={common.disabled} testId={common['data-testid']} value={typeof value === 'string' ? value : ''} onChange={onChange} />
          </Suspense>
        );
      }
      return field.multiline ? (
        <Textarea {...common} autosize minRows={2} maxRows={8} maxLength={field.max ?? 200} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <TextInput {...common} maxLength={field.max ?? 200} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'money':
      return <TextInput {...common} inputMode="decimal" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={!field.integer}
          decimalScale={field.integer ? 0 : (field.scale ?? 4)}
          // Decimal fields keep their text (an area, a rate) so nothing passes through a float.
          onChange={(v) => onChange(v === '' ? null : field.integer ? Number(v) : String(v))}
        />
      );
    case 'date':
      return field.withTime ? (
        <DateTimeField {...common} value={typeof value === 'string' ? value : null} onChange={(v) => onChange(v || null)} />
      ) : (
        <DateField {...common} value={typeof value === 'string' ? value : null} onChange={(v) => onChange(v || null)} />
      );
    case 'enum':
      return (
        <Select
          {...common}
          clearable={!field.required}
          placeholder={t('selectPlaceholder')}
          data={enumOptions(dictionaries, field.dict)}
          value={value === null ? null : String(value)}
          onChange={(v) => onChange(v)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'ref': {
      const by = field.narrowBy ? values?.[field.narrowBy.field] : undefined;
      return (
        <RefSelect
          narrow={field.narrowBy && typeof by === 'number' ? { field: field.narrowBy.target, value: by } : undefined}
          record={field.record}
          label={label}
          required={field.required ?? false}
          error={error}
          disabled={disabled ?? false}
          value={typeof value === 'number' ? value : null}
          initialLabel={refLabel}
          onChange={onChange}
          testId={`field-${name}`}
        />
      );
    }
    case 'bool':
      return <Switch label={label} checked={value === true} disabled={disabled ?? false} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={`field-${name}`} />;
    case 'file':
      return (
        <div>
          <Text size="sm" fw={500}>{label}</Text>
          <Group gap="xs">
            <FileButton
              onChange={(file) => {
                if (!file) return;
                void uploadFile(file).then((uploaded) => {
                  setFileName(uploaded.name);
                  onChange(uploaded.id);
                });
              }}
            >
              {(props) => (
                <Button size="xs" variant="light" disabled={disabled ?? false} {...props}>
                  {t('upload')}
                </Button>
              )}
            </FileButton>
            {fileName ? <Text size="xs">{t('uploaded', { name: fileName })}</Text> : value ? <Text size="xs">#{String(value)}</Text> : null}
          </Group>
          {error ? <Text size="xs" c="red">{error}</Text> : null}
        </div>
      );
  }
}
