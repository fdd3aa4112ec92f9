import { Button, Group, Modal, NumberInput, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UPLOAD_CEILING_MB, type FileUploadRule } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { useSaveFileRule } from '../api/sysadmin-content-queries';

/** Edits one category's rule, or adds a category (its number is what uploads send as `cat`). */
export function FileRuleDialog({ rule, taken, onClose }: { rule: FileUploadRule | null; taken: number[]; onClose: () => void }) {
  const { t } = useTranslation('sysadmin');
  const save = useSaveFileRule();
  const [category, setCategory] = useState<number | string>(rule?.category ?? '');
  const [name, setName] = useState(rule?.name ?? '');
  const [extensions, setExtensions] = useState<string[]>(rule?.extensions ?? []);
  const [maxMb, setMaxMb] = useState<number | string>(rule?.maxMb ?? 10);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    if (!rule && (category === '' || taken.includes(Number(category)))) {
      setErrors({ category: category === '' ? t('fileConfig.categoryRequired') : t('fileConfig.categoryTaken') });
      return;
    }
    save.mutate(
      { category: Number(category), name, extensions: extensions.map((e) => e.replace(/^\./, '').toLowerCase()), maxMb: Number(maxMb) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('fileConfig.savedDone', { name: saved.name }) });
          onClose();
        },
        onError: (error: ApiError) => setErrors(Object.fromEntries((error.details ?? []).map((d) => [d.path.split('.')[0]!, d.message]))),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={rule ? t('fileConfig.editTitle', { name: rule.name }) : t('fileConfig.add')} data-testid="file-rule-dialog">
      <Stack>
        <NumberInput label={t('fileConfig.columns.category')} required disabled={rule !== null} min={0} max={9999} allowDecimal={false} value={category} onChange={setCategory} error={errors.category} data-testid="file-rule-category" />
        <TextInput label={t('fileConfig.columns.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={50} data-testid="file-rule-name" />
        <TagsInput label={t('fileConfig.columns.extensions')} description={t('fileConfig.extensionsHint')} required value={extensions} onChange={setExtensions} error={errors.extensions} splitChars={[',', ' ', '，', '、']} data-testid="file-rule-extensions" />
        <NumberInput label={t('fileConfig.maxMbLabel', { max: UPLOAD_CEILING_MB })} required min={1} max={UPLOAD_CEILING_MB} allowDecimal={false} suffix=" MB" value={maxMb} onChange={setMaxMb} error={errors.maxMb} data-testid="file-rule-max" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit} data-testid="file-rule-save">
            {t('content.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
