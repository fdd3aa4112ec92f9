import { ActionIcon, Button, FileButton, Group, Input, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/upload-file';

export interface Attachment {
  fileId: number;
  name: string;
}

/** Attachments uploaded one by one through /api/file/upload-file; the document keeps their ids. */
export function AttachmentsInput({ value, onChange, disabled }: { value: Attachment[]; onChange: (v: Attachment[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('workflow');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const f = await uploadFile(file);
      onChange([...value, { fileId: f.id, name: f.name }]);
    } catch {
      // the upload call's refusal is the server's message, shown by the catalogue
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={t('send.attachments')}>
      <Group gap="xs" mt={4}>
        {value.map((a) => (
          <Group key={a.fileId} gap={2} wrap="nowrap" px={6} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }} data-testid="attachment">
            <IconPaperclip size={12} />
            <Text size="xs">{a.name}</Text>
            <ActionIcon size="xs" variant="subtle" color="gray" aria-label={t('send.remove')} disabled={disabled} onClick={() => onChange(value.filter((x) => x.fileId !== a.fileId))}>
              <IconX size={12} />
            </ActionIcon>
          </Group>
        ))}
        <FileButton onChange={(f) => void upload(f)} disabled={disabled}>
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" loading={busy} data-testid="attachment-upload">
              {t('send.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
