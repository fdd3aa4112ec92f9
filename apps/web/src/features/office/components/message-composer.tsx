import { Alert, Button, FileInput, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { uploadFile } from '../../../shared/upload-file';
import { useSendMessage } from '../api/messages';
import { errorText } from '../../../api/error-text';
import { ReceiverPicker, type PickedReceiver } from './receiver-picker';

const HtmlEditor = lazy(() => import('./html-editor').then((m) => ({ default: m.HtmlEditor })));

/** 发送消息: a title, then an HTML body or a PDF file (msgFormat 1), to people of the company tree; they see it in the message pop-up. */
export function MessageComposer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('office');
  const send = useSendMessage();
  const [title, setTitle] = useState('');
  const [format, setFormat] = useState<'0' | '1'>('0');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [receivers, setReceivers] = useState<PickedReceiver[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const submit = async () => {
    setUploadError(null);
    let fileId: number | null = null;
    if (format === '1' && file) {
      setUploading(true);
      try {
        fileId = (await uploadFile(file)).id;
      } catch (err) {
        setUploadError(errorText(err));
        return;
      } finally {
        setUploading(false);
      }
    }
    send.mutate(
      { title, msgFormat: format === '1' ? 1 : 0, content: format === '0' ? content : '', fileId, receivers: receivers.map(({ companyId, userId }) => ({ companyId, userId })) },
      {
        onSuccess: (m) => {
          notifications.show({ color: 'green', message: t('message.sent', { title: m.title, count: m.receivers }) });
          onClose();
        },
      },
    );
  };
  const error = uploadError ?? (send.error ? errorText(send.error) : null);
  return (
    <Modal opened={opened} onClose={onClose} size={820} title={t('message.composeTitle')}>
      <Stack gap="sm" data-testid="message-composer">
        <TextInput label={t('message.title')} required maxLength={200} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="message-title" />
        <Radio.Group label={t('message.format')} value={format} onChange={(v) => setFormat(v as '0' | '1')}>
          <Group mt={4}>
            <Radio value="0" label={t('message.html')} data-testid="format-html" />
            <Radio value="1" label={t('message.pdf')} data-testid="format-pdf" />
          </Group>
        </Radio.Group>
        {format === '0' ? (
          <Suspense fallback={<PageLoader h={180} />}>
            <HtmlEditor label={t('message.content')} value={content} onChange={setContent} />
          </Suspense>
        ) : (
          <FileInput label={t('message.file')} required accept="application/pdf,.pdf" clearable value={file} onChange={setFile} placeholder={t('message.filePlaceholder')} data-testid="message-file" />
        )}
        <ReceiverPicker kind="normal" value={receivers} onChange={setReceivers} />
        {error && <Alert color="red" data-testid="message-error">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button loading={uploading || send.isPending} onClick={() => void submit()} data-testid="message-send">{t('message.send')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
