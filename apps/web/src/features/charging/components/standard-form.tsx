import { Alert, Button, Drawer, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandard } from '../api/get-standard';
import { useSaveStandard } from '../api/save-standard';
import { errorText } from '../../../api/error-text';
import { EstateSelect, ItemSelect } from './pickers';
import { bodyFrom, draftFrom, draftProblems, emptyDraft, type StandardDraft } from './standard-form-logic';
import { StandardPriceFields } from './standard-price-fields';
import { StandardVersions } from './standard-versions';
import type { TierProblem } from './tier-rules';
import { DateField } from '../../../shared/date-field';

/** create: a new standard; edit: an unused version; version: a new version of `id` from its valid-from. */
export type StandardFormMode = { kind: 'create'; estateId: number | null } | { kind: 'edit'; id: number } | { kind: 'version'; id: number };

interface Props {
  mode: StandardFormMode | null;
  onClose: () => void;
  onMode: (mode: StandardFormMode) => void;
  readOnly: boolean;
}

/** The standard drawer: create, edit, or a new version, with the versions list when editing. */
export function StandardForm({ mode, onClose, onMode, readOnly }: Props) {
  const { t } = useTranslation('charging');
  const id = mode && mode.kind !== 'create' ? mode.id : null;
  const detail = useStandard(id);
  const save = useSaveStandard();
  const [draft, setDraft] = useState<StandardDraft>(emptyDraft(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tiers, setTiers] = useState<TierProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setErrors({});
    setTiers([]);
    setFailure(null);
    if (mode?.kind === 'create') setDraft(emptyDraft(mode.estateId));
    else if (detail.data) setDraft({ ...draftFrom(detail.data), ...(mode?.kind === 'version' ? { validFrom: '', validTo: '' } : {}) });
  }, [mode, detail.data]);

  const used = mode?.kind === 'edit' && detail.data?.used === true;
  const locked = readOnly || used;
  const set = (patch: Partial<StandardDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    if (!mode) return;
    const problems = draftProblems(draft);
    setErrors(Object.fromEntries(Object.entries(problems.fields).map(([k, v]) => [k, t(v)])));
    setTiers(problems.tiers);
    if (Object.keys(problems.fields).length > 0 || problems.tiers.length > 0) return;
    setFailure(null);
    const body = bodyFrom(draft);
    try {
      await save.mutateAsync(mode.kind === 'create' ? { mode: 'create', body } : { mode: mode.kind === 'edit' ? 'update' : 'version', id: mode.id, body });
      notifications.show({ color: 'green', message: t('saved') });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const title = mode?.kind === 'create' ? t('standardNew') : mode?.kind === 'version' ? t('standardNewVersion') : t('standardEdit');
  const fixedKey = mode?.kind !== 'create';
  return (
    <Drawer opened={mode !== null} onClose={onClose} title={title} position="right" size="xl" data-testid="standard-form">
      <Stack gap="sm">
        {used ? <Alert color="yellow">{t('standardUsed')}</Alert> : null}
        <Group grow>
          <EstateSelect value={draft.estateId} onChange={(estateId) => set({ estateId })} required error={errors.estateId} disabled={locked || fixedKey} w={undefined} />
          <ItemSelect value={draft.itemId} onChange={(itemId) => set({ itemId })} required error={errors.itemId} disabled={locked || fixedKey} w={undefined} />
        </Group>
        <Group grow>
          <TextInput label={t('standardCode')} required value={draft.code} error={errors.code} disabled={locked || fixedKey} onChange={(e) => set({ code: e.currentTarget.value })} data-testid="standard-code" />
          <TextInput label={t('standardName')} required value={draft.name} error={errors.name} disabled={locked} onChange={(e) => set({ name: e.currentTarget.value })} data-testid="standard-name" />
        </Group>
        <StandardPriceFields draft={draft} set={set} errors={errors} tierProblems={tiers} disabled={locked} />
        <Group grow>
          <DateField label={t('validFrom')} required value={draft.validFrom} error={errors.validFrom} disabled={locked} onChange={(v) => set({ validFrom: v })} data-testid="valid-from" />
          <DateField label={t('validTo')} value={draft.validTo} disabled={locked} onChange={(v) => set({ validTo: v })} />
        </Group>
        <Textarea label={t('remark')} value={draft.remark} disabled={locked} onChange={(e) => set({ remark: e.currentTarget.value })} />
        {failure ? <Alert color="red" data-testid="standard-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          {!locked ? <Button loading={save.isPending} onClick={() => void submit()} data-testid="standard-save">{t('save')}</Button> : null}
        </Group>
        {mode?.kind === 'edit' && detail.data ? <StandardVersions detail={detail.data} readOnly={readOnly} onNewVersion={() => onMode({ kind: 'version', id: mode.id })} onOpen={(v) => onMode({ kind: 'edit', id: v })} /> : null}
      </Stack>
    </Drawer>
  );
}
