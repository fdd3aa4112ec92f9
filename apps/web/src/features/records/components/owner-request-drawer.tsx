import { Box, Center, Drawer, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { ownerRequestStaffEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlobUrl } from '../../../shared/blob-url';
import { chinaDateTime } from '../../../shared/china-date';
import { useOwnerRequest } from '../api/owner-request';

interface Props {
  recordKey: 'case-accept' | 'complaint';
  recordId: number;
  opened: boolean;
  onClose: () => void;
}

/** 业主照片: the owner's phone, photos (fetched with the staff token, a click enlarges) and rating of a portal request. */
export function OwnerRequestDrawer({ recordKey, recordId, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  const view = useOwnerRequest(recordKey, recordId, opened);
  const v = view.data;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('ownerRequest.title')} data-testid="owner-request-drawer">
      {view.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : view.error ? (
        <Text c="red" size="sm">{view.error.message}</Text>
      ) : !v ? (
        <Text c="dimmed" size="sm" data-testid="owner-request-none">{t('ownerRequest.notOwner')}</Text>
      ) : (
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">{t('ownerRequest.phone')}</Text>
            <Text data-testid="owner-request-phone">{v.phone}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed" mb={4}>{t('ownerRequest.photos')}</Text>
            {v.photos.length === 0 ? (
              <Text size="sm" c="dimmed">{t('ownerRequest.noPhotos')}</Text>
            ) : (
              <Group gap="xs">
                {v.photos.map((p) => <StaffPhoto key={p.id} requestId={v.requestId} photoId={p.id} name={p.name} />)}
              </Group>
            )}
          </div>
          <div data-testid="owner-request-rating">
            <Text size="sm" c="dimmed">{t('ownerRequest.rating')}</Text>
            {v.rating ? (
              <>
                <Text>{t(`ownerRequest.ratings.${v.rating}`)}</Text>
                {v.ratingComment ? <Text size="sm">{t('ownerRequest.comment', { comment: v.ratingComment })}</Text> : null}
                {v.ratedAt ? <Text size="xs" c="dimmed">{t('ownerRequest.ratedAt', { time: chinaDateTime(v.ratedAt) })}</Text> : null}
              </>
            ) : (
              <Text size="sm" c="dimmed">{t('ownerRequest.notRated')}</Text>
            )}
          </div>
        </Stack>
      )}
    </Drawer>
  );
}

function StaffPhoto({ requestId, photoId, name }: { requestId: number; photoId: number; name: string }) {
  const { t } = useTranslation('records');
  const { url, failed } = useBlobUrl(ownerRequestStaffEndpoints.requestPhoto, { requestId, photoId });
  const [big, setBig] = useState(false);
  return (
    <>
      <UnstyledButton onClick={() => setBig(url !== null)} aria-label={name} data-testid={`owner-request-photo-${photoId}`}>
        <Box w={96} h={96} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
          {url ? <Image src={url} alt={name} w={96} h={96} fit="cover" /> : <Center h="100%">{failed ? <Text size="xs" c="dimmed">{t('ownerRequest.photoFailed')}</Text> : <Loader size="xs" />}</Center>}
        </Box>
      </UnstyledButton>
      <Modal opened={big} onClose={() => setBig(false)} title={name} size="auto" centered>
        {url ? <Image src={url} alt={name} fit="contain" mah="80vh" maw="90vw" data-testid="owner-request-photo-large" /> : null}
      </Modal>
    </>
  );
}
