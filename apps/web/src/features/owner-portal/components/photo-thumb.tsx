import { Box, Center, Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import type { Endpoint } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlobUrl } from '../../../shared/blob-url';
import { SIGNED_IN_NS } from '../i18n-ns';

/** A photo loaded with the owner's token as a blob URL; a tap shows it full size. */
export function PhotoThumb({ endpoint, input, name, size = 72 }: { endpoint: Endpoint; input: Record<string, unknown>; name: string; size?: number }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const { url, failed } = useBlobUrl(endpoint, input);
  const [open, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton onClick={() => setOpen(url !== null)} aria-label={name} data-testid="owner-photo">
        <Box w={size} h={size} bg="gray.1" style={{ borderRadius: 6, overflow: 'hidden' }}>
          {url ? (
            <Image src={url} alt={name} w={size} h={size} fit="cover" />
          ) : (
            <Center h="100%">{failed ? <Text size="xs" c="dimmed">{t('requests.photoFailed')}</Text> : <Loader size="xs" />}</Center>
          )}
        </Box>
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} fullScreen padding="xs">
        {url ? <Image src={url} alt={name} fit="contain" mah="calc(100vh - 80px)" /> : null}
      </Modal>
    </>
  );
}
