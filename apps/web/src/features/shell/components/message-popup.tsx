import { Button, Group, Text } from '@mantine/core';
import { getPdf, listMessages, readMessage, type SystemMessage } from '@pm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { fetchBlob } from '../../../shared/blob-download';
import { MODAL_SIZES, PDF_CATEGORY } from '../../../shared/config';
import { DraggableModal } from '../../../shared/draggable-modal';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';

function PdfView({ message }: { message: SystemMessage }) {
  const { t } = useTranslation('shell');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    const ctrl = new AbortController();
    fetchBlob(getPdf, { id: message.content, cat: PDF_CATEGORY, parent: message.id }, ctrl.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !ctrl.signal.aborted && setFailed(true));
    return () => {
      ctrl.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [message]);
  if (failed) return <Text c="dimmed">{t('message.pdfFailed')}</Text>;
  if (!url) return <PageLoader h={300} />;
  return <iframe src={url} title={message.title} style={{ border: 0, width: '100%', height: 360 }} data-testid="message-pdf" />;
}

/** The message pop-up (753x483): unread system messages one after another, HTML or a PDF when msgFormat is 1. */
export function MessagePopup() {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const messages = useQuery({ queryKey: ['messages', 'unread'], queryFn: ({ signal }) => api(listMessages, { unread: 'true' }, signal), staleTime: Infinity });
  const [done, setDone] = useState<number[]>([]);
  const current = (messages.data ?? []).find((m) => !done.includes(m.id));
  const close = () => {
    if (!current) return;
    setDone((d) => [...d, current.id]);
    void api(readMessage, { id: current.id }).catch(() => undefined).then(() => client.invalidateQueries({ queryKey: ['messages', 'all'] }));
  };
  return (
    <DraggableModal opened={current !== undefined} onClose={close} title={current?.title ?? ''} w={MODAL_SIZES.message.w} h={MODAL_SIZES.message.h} testId="message-popup">
      {current && (
        <>
          <div style={{ flex: 1, overflow: 'auto' }}>
            {current.msgFormat === 1 ? (
              <PdfView message={current} />
            ) : (
              <SafeHtml html={current.content} />
            )}
          </div>
          <Group justify="flex-end" mt="sm">
            <Button onClick={close}>{t('message.read')}</Button>
          </Group>
        </>
      )}
    </DraggableModal>
  );
}
