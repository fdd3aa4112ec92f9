import { Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PICTURE_SLOTS, type PictureSlot } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { uploadFile } from '../../../shared/upload-file';
import { useCreatePicture } from '../api/sysadmin-content-queries';
import { useTenantCompanies } from '../api/sysadmin-queries';

/** Uploads go to 文件配置's 图片资源 category (images only). */
export const PICTURE_CATEGORY = 201;

/** Uploads an image and registers it in a usage slot. */
export function PictureDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sysadmin');
  const companies = useTenantCompanies();
  const create = useCreatePicture();
  const [slot, setSlot] = useState<PictureSlot>('site-logo');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.title = t('pictures.titleRequired');
    if (!file) missing.file = t('pictures.fileRequired');
    if (slot === 'company-logo' && !companyId) missing.targetCompanyId = t('pictures.companyRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !file) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, PICTURE_CATEGORY);
      await create.mutateAsync({ slot, targetCompanyId: slot === 'company-logo' ? Number(companyId) : null, fileId: uploaded.id, title: title.trim() });
      notifications.show({ color: 'green', message: t('pictures.created', { title: title.trim() }) });
      onClose();
    } catch (error) {
      const e = error as ApiError;
      setErrors(Object.fromEntries((e.details ?? [{ path: 'file', message: e.message || t('pictures.uploadFailed') }]).map((d) => [d.path, d.message])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('pictures.add')} data-testid="picture-dialog">
      <Stack>
        <Select
          label={t('pictures.columns.slot')}
          required
          data={PICTURE_SLOTS.map((s) => ({ value: s, label: t(`pictures.slots.${s}`) }))}
          value={slot}
          onChange={(v) => v && setSlot(v as PictureSlot)}
          allowDeselect={false}
          data-testid="picture-slot"
        />
        {slot === 'company-logo' && (
          <Select
            label={t('pictures.columns.company')}
            required
            searchable
            data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={companyId}
            onChange={setCompanyId}
            error={errors.targetCompanyId}
            data-testid="picture-company"
          />
        )}
        <TextInput label={t('pictures.columns.title')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} maxLength={100} data-testid="picture-title" />
        <FileInput
          label={t('pictures.file')}
          required
          accept="image/png,image/jpeg,image/gif,image/webp"
          value={file}
          onChange={setFile}
          error={errors.file ?? errors.fileId}
          placeholder={t('pictures.filePlaceholder')}
          clearable
          data-testid="picture-file"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()} data-testid="picture-save">
            {t('content.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
