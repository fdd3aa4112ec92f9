import { ActionIcon, Alert, Box, Button, CloseButton, FileButton, Group, Image, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/upload-file';
import type { StepCall } from '../api/workorders';
import { errorText } from '../../../api/error-text';

const MAX_PHOTOS = 9;
const LINE_KINDS = ['material', 'labour', 'visit_fee'] as const;
type LineKind = (typeof LINE_KINDS)[number];
interface Line {
  key: number;
  kind: LineKind;
  name: string;
  /** Decimal text as typed: never turned into a JS number. */
  unitPrice: string;
  quantity: string;
}
interface Photo {
  key: number;
  name: string;
  preview: string;
  fileId: number | null;
  error: string | null;
}

/** Each photo is uploaded as soon as it is taken; 完工 sends the ids of the uploaded ones. */
function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const next = useRef(0);
  const live = useRef(photos);
  live.current = photos;
  useEffect(() => () => live.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);
  const add = (files: File[]) => {
    for (const file of files.slice(0, MAX_PHOTOS - live.current.length)) {
      const key = (next.current += 1);
      setPhotos((was) => [...was, { key, name: file.name, preview: URL.createObjectURL(file), fileId: null, error: null }]);
      uploadFile(file).then(
        (saved) => setPhotos((was) => was.map((p) => (p.key === key ? { ...p, fileId: saved.id } : p))),
        (error: unknown) => setPhotos((was) => was.map((p) => (p.key === key ? { ...p, error: errorText(error) } : p))),
      );
    }
  };
  const remove = (key: number) =>
    setPhotos((was) => {
      const gone = was.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return was.filter((p) => p.key !== key);
    });
  return { photos, add, remove };
}

/** 完工 on the phone: photos from the camera, a note, the materials and labour used (name, unit price, quantity). */
export function FinishForm({ onSubmit, onCancel }: { onSubmit: (call: StepCall) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('workorders');
  const { photos, add, remove } = usePhotos();
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const lineKey = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploading = photos.some((p) => p.fileId === null && p.error === null);
  const setLine = (key: number, patch: Partial<Line>) => setLines((was) => was.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        action: 'finish',
        body: {
          photoIds: photos.flatMap((p) => (p.fileId === null ? [] : [p.fileId])),
          ...(note.trim() ? { note: note.trim() } : {}),
          lines: lines.map((l) => ({ kind: l.kind, name: l.name.trim(), unitPrice: l.unitPrice.trim(), quantity: l.quantity.trim() })),
        },
      });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="m-finish-form">
      <Text fw={600}>{t('finish.photos', { count: photos.length, max: MAX_PHOTOS })}</Text>
      <Group gap="xs">
        {photos.map((p) => (
          <Box key={p.key} pos="relative" w={72} h={72} data-testid="m-finish-photo" data-uploaded={p.fileId !== null}>
            <Image src={p.preview} alt={p.name} w={72} h={72} fit="cover" radius="sm" />
            {p.fileId === null && p.error === null ? <Loader size="xs" pos="absolute" top={4} left={4} /> : null}
            <CloseButton size="sm" pos="absolute" top={0} right={0} onClick={() => remove(p.key)} aria-label={t('finish.removePhoto')} />
            {p.error ? <Text size="xs" c="red">{p.error}</Text> : null}
          </Box>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <FileButton onChange={add} accept="image/*" multiple capture="environment">
            {(props) => <Button {...props} variant="light" h={72} data-testid="m-finish-camera">{t('finish.takePhoto')}</Button>}
          </FileButton>
        ) : null}
      </Group>
      <Textarea label={t('fields.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} data-testid="m-finish-note" />
      <Text fw={600}>{t('finish.lines')}</Text>
      {lines.map((l, i) => (
        <Stack key={l.key} gap={4} p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }} data-testid={`m-line-${i}`}>
          <Group gap="xs" wrap="nowrap">
            <Select data={LINE_KINDS.map((k) => ({ value: k, label: t(`materials.kinds.${k}`) }))} value={l.kind} onChange={(v) => setLine(l.key, { kind: LINE_KINDS.find((k) => k === v) ?? 'material' })} allowDeselect={false} w={110} aria-label={t('materials.kind')} />
            <TextInput placeholder={t('materials.name')} aria-label={t('materials.name')} value={l.name} onChange={(e) => setLine(l.key, { name: e.currentTarget.value })} style={{ flex: 1 }} data-testid={`m-line-name-${i}`} />
            <ActionIcon variant="subtle" color="red" onClick={() => setLines((was) => was.filter((x) => x.key !== l.key))} aria-label={t('finish.removeLine')}><IconTrash size={16} /></ActionIcon>
          </Group>
          <Group gap="xs" grow>
            <TextInput inputMode="decimal" label={t('materials.unitPrice')} value={l.unitPrice} onChange={(e) => setLine(l.key, { unitPrice: e.currentTarget.value })} data-testid={`m-line-price-${i}`} />
            <TextInput inputMode="decimal" label={t('materials.quantity')} value={l.quantity} onChange={(e) => setLine(l.key, { quantity: e.currentTarget.value })} data-testid={`m-line-quantity-${i}`} />
          </Group>
        </Stack>
      ))}
      <Button variant="default" onClick={() => setLines((was) => [...was, { key: (lineKey.current += 1), kind: 'material', name: '', unitPrice: '', quantity: '1' }])} data-testid="m-line-add">{t('finish.addLine')}</Button>
      {failure ? <Alert color="red" data-testid="m-finish-error">{failure}</Alert> : null}
      <Group grow>
        <Button size="lg" variant="default" onClick={onCancel}>{t('cancel')}</Button>
        <Button size="lg" color="green" loading={busy} disabled={uploading} onClick={() => void submit()} data-testid="m-finish-submit">{t('finish.submit')}</Button>
      </Group>
    </Stack>
  );
}
