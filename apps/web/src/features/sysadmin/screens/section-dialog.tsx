import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SiteSection } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { useCreateSection, useUpdateSection } from '../api/sysadmin-content-queries';

/** Adds or edits one text section of a site page. */
export function SectionDialog({ pageId, section, nextOrder, onClose }: { pageId: number; section: SiteSection | null; nextOrder: number; onClose: () => void }) {
  const { t } = useTranslation('sysadmin');
  const create = useCreateSection();
  const update = useUpdateSection();
  const [form, setForm] = useState({ title: section?.title ?? '', text: section?.text ?? '', order: section?.order ?? nextOrder, shown: section?.shown ?? true });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function save() {
    const done = (saved: SiteSection) => {
      notifications.show({ color: 'green', message: t('website.sectionSaved', { title: saved.title }) });
      onClose();
    };
    const failed = (error: ApiError) => setErrors(Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message])));
    if (section) update.mutate({ id: section.id, ...form }, { onSuccess: done, onError: failed });
    else create.mutate({ pageId, ...form }, { onSuccess: done, onError: failed });
  }

  return (
    <Modal opened onClose={onClose} title={section ? t('website.editSection') : t('website.addSection')} data-testid="section-dialog">
      <Stack>
        <TextInput label={t('website.sectionTitle')} required value={form.title} onChange={(e) => setForm({ ...form, title: e.currentTarget.value })} error={errors.title} maxLength={100} data-testid="section-title" />
        <Textarea label={t('website.sectionText')} required autosize minRows={4} value={form.text} onChange={(e) => setForm({ ...form, text: e.currentTarget.value })} error={errors.text} maxLength={2000} data-testid="section-text" />
        <Group>
          <NumberInput label={t('website.order')} min={0} max={9999} allowDecimal={false} value={form.order} onChange={(v) => setForm({ ...form, order: Number(v) || 0 })} error={errors.order} w={120} />
          <Switch label={t('website.shown')} checked={form.shown} onChange={(e) => setForm({ ...form, shown: e.currentTarget.checked })} mt={24} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button loading={create.isPending || update.isPending} onClick={save} data-testid="section-save">
            {t('content.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
