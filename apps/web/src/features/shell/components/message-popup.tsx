import { Accordion, Button, Group, Text } from '@mantine/core';
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
import { chinaDateTime } from '../../../shared/china-date';

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

/**
 * The message pop-up (753x483) at sign-in: one pop-up for all unread system messages, "您有 N 条新消息",
 * each message a row that opens to its HTML or PDF (msgFormat 1; the first one open). 我知道了 marks
 * them all read: they stay in 系统消息 of the document flow.
 */
export function MessagePopup() {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const messages = useQuery({ queryKey: ['messages', 'unread'], queryFn: ({ signal }) => api(listMessages, { unread: 'true' }, signal), staleTime: Infinity });
  const [closed, setClosed] = useState(false);
  const list = messages.data ?? [];
  const [open, setOpen] = useState<string | null>(null);
  const current = open ?? (list[0] ? String(list[0].id) : null);
  const close = () => {
    setClosed(true);
    void Promise.all(list.map((m) => api(readMessage, { id: m.id }).catch(() => undefined))).then(() => client.invalidateQueries({ queryKey: ['messages', 'all'] }));
  };
  return (
    <DraggableModal opened={!closed && list.length > 0} onClose={close} title={t('message.summary', { count: list.length })} w={MODAL_SIZES.message.w} h={MODAL_SIZES.message.h} testId="message-popup">
      <div style={{ flex: 1, overflow: 'auto' }}>
        <Accordion value={current} onChange={setOpen} variant="separated">
          {list.map((m) => (
            <Accordion.Item key={m.id} value={String(m.id)} data-testid="message-item">
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={600} size="sm">{m.title}</Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(m.createdAt)}</Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>{current === String(m.id) && (m.msgFormat === 1 ? <PdfView message={m} /> : <SafeHtml html={m.content} />)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
      <Group justify="flex-end" mt="sm">
        <Button onClick={close}>{t('message.read')}</Button>
      </Group>
    </DraggableModal>
  );
}
