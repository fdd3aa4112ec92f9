import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReleaseNote } from '@pm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { chinaToday } from '../../../shared/china-date';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';
import { useCreateRelease, useUpdateRelease } from '../api/sysadmin-content-queries';

const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));
const today = () => chinaToday();

/** Writes or edits a draft; a published version opens read-only (a correction is a new version). */
export function ReleaseDialog({ release, readOnly, onClose }: { release: ReleaseNote | null; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('sysadmin');
  const create = useCreateRelease();
  const update = useUpdateRelease();
  const [form, setForm] = useState({
    version: release?.version ?? '',
    releaseDate: release?.releaseDate ?? today(),
    title: release?.title ?? '',
    notes: release?.notes ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  function save() {
    const done = (saved: ReleaseNote) => {
      notifications.show({ color: 'green', message: t('release.saved', { version: saved.version }) });
      onClose();
    };
    const failed = (error: ApiError) => setErrors(Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message])));
    if (release) update.mutate({ id: release.id, ...form }, { onSuccess: done, onError: failed });
    else create.mutate(form, { onSuccess: done, onError: failed });
  }

  return (
    <Modal opened onClose={onClose} size="xl" title={release ? `${t('release.columns.version')} ${release.version}` : t('release.add')} data-testid="release-dialog">
      <Stack>
        {release?.published && <Alert color="blue" variant="light">{t('release.frozen')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('release.columns.version')} placeholder="2.6.0" required disabled={readOnly} value={form.version} onChange={(e) => set('version', e.currentTarget.value)} error={errors.version} data-testid="release-version" />
          <TextInput label={t('release.columns.date')} placeholder="YYYY-MM-DD" required disabled={readOnly} value={form.releaseDate} onChange={(e) => set('releaseDate', e.currentTarget.value)} error={errors.releaseDate} data-testid="release-date" />
          <TextInput label={t('release.columns.title')} required disabled={readOnly} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} maxLength={100} data-testid="release-title" />
        </SimpleGrid>
        {readOnly ? (
          <SafeHtml html={form.notes} />
        ) : (
          <Suspense fallback={<PageLoader h={200} />}>
            <RichTextInput label={t('release.notes')} required={false} error={errors.notes} disabled={false} testId="release-notes" value={form.notes} onChange={(html) => set('notes', html)} />
          </Suspense>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(readOnly ? 'content.close' : 'content.cancel')}
          </Button>
          {!readOnly && (
            <Button loading={create.isPending || update.isPending} onClick={save} data-testid="release-save">
              {t('content.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
