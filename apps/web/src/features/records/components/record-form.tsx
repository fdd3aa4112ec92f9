import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItems, RecordDef } from '@pm/contracts';
import { normaliseFieldValue } from '@pm/domain';
import { ApiError } from '../../../api/client';
import { localText } from '../../../i18n';
import { labelText } from '../labels';
import { fetchRecord, useSaveRecord } from '../api/records';
import { FieldInput, type FormValue } from './field-input';
import { dropPendingEdit } from './pending-edit-notice';

export type RecordRowData = { id: number; version?: number; labels?: Record<string, string> } & Record<string, unknown>;

interface Props {
  def: RecordDef;
  /** The row being edited; null for a new record. */
  row: RecordRowData | null;
  opened: boolean;
  onClose: () => void;
  dictionaries: DictionaryItems | undefined;
  /** The row is an unsaved draft restored from sessionStorage: closing keeps it unless saved or given up. */
  draft?: boolean;
}

function initialValues(def: RecordDef, row: RecordRowData | null): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const name of def.form) {
    const field = def.fields[name];
    if (!field) continue;
    const stored = row?.[name];
    values[name] = row ? ((stored ?? null) as FormValue) : (field.defaultValue ?? (field.kind === 'bool' ? false : null));
  }
  return values;
}

/** Whether an edited row's flag field is below the declaration's limit (client.editFlag). */
function flagHolds(def: RecordDef, row: RecordRowData | null, values: Record<string, FormValue>): boolean {
  const flag = def.client?.editFlag;
  if (!flag || !row) return false;
  const current = values[flag.field] ?? row[flag.field];
  // Decimal fields answer as text ('-6.00'), counts as numbers.
  return (typeof current === 'number' || (typeof current === 'string' && current.trim() !== '')) && Number(current) < flag.below;
}

function storeEditFlag(def: RecordDef, row: RecordRowData | null, values: Record<string, FormValue>): void {
  const flag = def.client?.editFlag;
  if (!flag) return;
  if (flagHolds(def, row, values)) {
    sessionStorage.setItem(flag.flagKey, '1');
    sessionStorage.setItem(flag.rowKey, JSON.stringify({ ...row, ...values }));
  } else {
    dropPendingEdit(def);
  }
}

/** The server's answer to an update based on an old version. */
const STALE_VERSION = 'records.stale_version';

const changed = (a: Record<string, FormValue>, b: Record<string, FormValue>) =>
  Object.keys(a).some((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null));

/**
 * The create/edit modal: the declaration's form fields, server field errors shown under their
 * inputs. An edit is saved against the version it was loaded at; when someone else saved the
 * record in between, the form says so and offers to reload the current record.
 */
export function RecordForm({ def, row: given, opened, onClose, dictionaries, draft = false }: Props) {
  const { t } = useTranslation('records');
  // The row the edit is based on: the one given, or the current record after a reload.
  const [row, setRow] = useState<RecordRowData | null>(given);
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(def, given));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const save = useSaveRecord(def.key);

  useEffect(() => {
    if (opened) {
      setRow(given);
      setValues(initialValues(def, given));
      setErrors({});
      setStale(false);
    }
  }, [opened, def, given]);

  /** Replaces the form with the record as it is now (the unsaved edits are given up). */
  const reload = async () => {
    if (!row) return;
    setReloading(true);
    try {
      const current = (await fetchRecord(def.key, row.id)) as RecordRowData;
      setRow(current);
      setValues(initialValues(def, current));
      setErrors({});
      setStale(false);
    } catch {
      // The shell shows the error (spec section 8); the notice stays so the user can try again.
    } finally {
      setReloading(false);
    }
  };

  // While the form is open the flag follows the edited values (the tab's question reads it).
  useEffect(() => {
    if (opened) storeEditFlag(def, row, values);
  }, [def, row, values, opened]);

  /** Closed without saving: an edit that changed something and still holds the flag stays as a draft. */
  const cancel = () => {
    if (!(flagHolds(def, row, values) && (draft || changed(values, initialValues(def, row))))) dropPendingEdit(def);
    onClose();
  };

  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const name of def.form) {
      const field = def.fields[name];
      const v = values[name];
      if (!field) continue;
      if (field.required && (v === null || v === '' || v === undefined)) missing[name] = t('required', { label: labelText(field.label) });
      // The declaration's own rules (phone and mobile formats, lengths, decimals, dates) before the round trip;
      // references and dictionary values need the server's data and are checked there.
      else if (field.kind === 'text' || field.kind === 'number' || field.kind === 'money' || field.kind === 'date') {
        const checked = normaliseFieldValue(field, v);
        if ('error' in checked) missing[name] = `${labelText(field.label)}${localText(checked.error)}`;
      }
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await save.mutateAsync({ id: row?.id, values: row ? { ...values, id: row.id, version: row.version } : values });
      notifications.show({ color: 'green', message: t('saved') });
      dropPendingEdit(def);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === STALE_VERSION) setStale(true);
      else if (error instanceof ApiError && error.details) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      }
    }
  };

  const title = labelText(def.title).replace(/管理$/, '');
  return (
    <Modal opened={opened} onClose={cancel} title={row ? t('editTitle', { title }) : t('addTitle', { title })} size="lg" data-testid="record-form">
      <Stack>
        {stale ? (
          <Alert color="orange" data-testid="record-stale">
            <Group justify="space-between" wrap="nowrap">
              <span>{t('staleVersion')}</span>
              <Button size="xs" variant="light" loading={reloading} onClick={() => void reload()} data-testid="record-reload">
                {t('reload')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {def.form.map((name) => {
            const field = def.fields[name];
            if (!field) return null;
            return (
              <FieldInput
                key={name}
                name={name}
                field={field}
                value={values[name] ?? null}
                onChange={(v) => setValues((prev) => ({ ...prev, [name]: v }))}
                dictionaries={dictionaries}
                refLabel={row?.labels?.[name]}
                error={errors[name]}
                values={values}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>{t('cancel')}</Button>
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="record-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
