import { Box, Center, Group, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { previewFile } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlobUrl } from '../../../shared/blob-url';
import type { WorkOrderDetail } from '../api/workorders';

/** One photo through the files preview endpoint (with the caller's token); a click shows it large. */
function Thumb({ fileId, name }: { fileId: number; name: string }) {
  const { t } = useTranslation('workorders');
  const { url, failed } = useBlobUrl(previewFile, { id: fileId });
  const [open, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton onClick={() => setOpen(url !== null)} aria-label={name} data-testid="wo-photo">
        <Box w={72} h={72} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
          {url ? <Image src={url} alt={name} w={72} h={72} fit="cover" /> : <Center h="100%">{failed ? <Text size="xs" c="dimmed">{t('photos.failed')}</Text> : <Loader size="xs" />}</Center>}
        </Box>
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} size="lg">
        {url ? <Image src={url} alt={name} fit="contain" /> : null}
      </Modal>
    </>
  );
}

export function OrderPhotos({ photos }: { photos: WorkOrderDetail['photos'] }) {
  const { t } = useTranslation('workorders');
  if (photos.length === 0) return <Text size="sm" c="dimmed">{t('photos.none')}</Text>;
  return (
    <Group gap="xs">
      {photos.map((p) => (
        <Thumb key={p.fileId} fileId={p.fileId} name={p.name} />
      ))}
    </Group>
  );
}
