import { ActionIcon, Box, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { PHOTOS_PER_REQUEST } from '@pm/contracts';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { usePhotoUploads } from '../use-photo-uploads';
import { SIGNED_IN_NS } from '../i18n-ns';

type Uploads = ReturnType<typeof usePhotoUploads>;

/** 照片: 拍照 (the camera) or 相册 (several at once), each shown with its upload's progress and 删除. */
export function PhotoPicker({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const add = (files: File[] | File | null) => uploads.add(files === null ? [] : Array.isArray(files) ? files : [files]);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('requestForm.photos', { max: PHOTOS_PER_REQUEST })}
      </Text>
      <Group gap={8}>
        {uploads.items.map((p) => (
          <Box key={p.key} pos="relative" w={76} h={76} data-testid="owner-upload" data-state={p.photo ? 'done' : p.error ? 'failed' : 'uploading'}>
            <Image src={p.preview} alt={p.name} w={76} h={76} fit="cover" radius="sm" style={{ opacity: p.photo ? 1 : 0.55 }} />
            {p.photo ? null : p.error ? (
              <Text pos="absolute" bottom={2} left={2} right={2} size="10px" c="white" bg="red.7" ta="center" title={p.error}>
                {t('requestForm.uploadFailed')}
              </Text>
            ) : (
              <Progress pos="absolute" bottom={4} left={4} right={4} value={p.progress} size="sm" aria-label={t('requestForm.uploading')} />
            )}
            <ActionIcon
              pos="absolute"
              top={-6}
              right={-6}
              size="sm"
              radius="xl"
              color="dark"
              onClick={() => uploads.remove(p.key)}
              aria-label={t('requestForm.remove')}
              data-testid="owner-upload-remove"
            >
              <IconX size={12} />
            </ActionIcon>
          </Box>
        ))}
      </Group>
      {uploads.full ? null : (
        <Group gap={8}>
          <FileButton onChange={add} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconCamera size={16} />} data-testid="owner-photo-camera">
                {t('requestForm.camera')}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={add} accept="image/*" multiple inputProps={{ 'data-testid': 'owner-photo-input' } as Record<string, string>}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={16} />} data-testid="owner-photo-album">
                {t('requestForm.album')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {uploads.overflow ? (
        <Text size="xs" c="red" data-testid="owner-photo-overflow">
          {t('requestForm.tooMany', { max: PHOTOS_PER_REQUEST })}
        </Text>
      ) : null}
    </Stack>
  );
}
