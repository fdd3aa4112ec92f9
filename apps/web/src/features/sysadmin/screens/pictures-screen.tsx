import { Alert, Badge, Button, FileButton, Group, Image, Paper, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus } from '@tabler/icons-react';
import { PICTURE_SLOTS, type SitePicture } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { deleteConfirm } from '../../../shared/dialogs';
import { ListTable } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { uploadFile } from '../../../shared/upload-file';
import { useDeletePicture, usePictures, useReplacePicture } from '../api/sysadmin-content-queries';
import { PictureDialog, PICTURE_CATEGORY } from './picture-dialog';

const COLUMNS = ['thumb', 'title', 'slot', 'company', 'file', 'updated', 'actions'] as const;
const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** 图片管理: the site's logo and home picture and the companies' logos, each an uploaded image. */
export default function PicturesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const list = usePictures();
  const replace = useReplacePicture();
  const remove = useDeletePicture();
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const unset = PICTURE_SLOTS.filter((s) => s !== 'company-logo' && !list.data?.some((p) => p.slot === s));

  async function replaceWith(row: SitePicture, file: File | null) {
    if (!file) return;
    setBusyId(row.id);
    try {
      const uploaded = await uploadFile(file, PICTURE_CATEGORY);
      await replace.mutateAsync({ id: row.id, fileId: uploaded.id, title: row.title });
      notifications.show({ color: 'green', message: t('pictures.replaced', { title: row.title }) });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message || t('pictures.uploadFailed') });
    } finally {
      setBusyId(null);
    }
  }

  async function removeRow(row: SitePicture) {
    if (!(await deleteConfirm(t('pictures.deleteConfirm', { title: row.title })))) return;
    remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: t('pictures.deleted', { title: row.title }) }) });
  }

  return (
    <Paper p="md" data-testid="sysadmin-pictures">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('pictures.title')}</Title>
        <Button leftSection={<IconPhotoPlus size={16} />} disabled={readOnly} onClick={() => setAdding(true)} data-testid="picture-add">
          {t('pictures.add')}
        </Button>
      </Group>
      {unset.length > 0 && (
        <Alert color="blue" variant="light" mb="md">
          {t('pictures.builtIn', { slots: unset.map((s) => t(`pictures.slots.${s}`)).join('、') })}
        </Alert>
      )}
      <ListTable query={list} columns={COLUMNS.map((c) => t(`pictures.columns.${c}`))} minWidth={900} emptyText={t('pictures.empty')}>
        {(rows) =>
          rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`picture-${row.id}`}>
              <Table.Td>
                <Image src={row.url} alt={row.title} h={48} w={96} fit="contain" radius="sm" bg="gray.1" />
              </Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.slot === 'company-logo' ? 'teal' : 'blue'}>
                  {t(`pictures.slots.${row.slot}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.targetCompanyName ?? t('pictures.platform')}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.fileName}</Text>
                <Text size="xs" c="dimmed">
                  {kb(row.size)}
                </Text>
              </Table.Td>
              <Table.Td>{chinaDateTime(row.updatedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <FileButton onChange={(f) => void replaceWith(row, f)} accept="image/png,image/jpeg,image/gif,image/webp" disabled={readOnly}>
                    {(props) => (
                      <Button {...props} size="xs" variant="light" loading={busyId === row.id} disabled={readOnly}>
                        {t('pictures.replace')}
                      </Button>
                    )}
                  </FileButton>
                  <Button size="xs" variant="light" color="red" disabled={readOnly} onClick={() => void removeRow(row)}>
                    {t('pictures.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListTable>
      {adding && <PictureDialog onClose={() => setAdding(false)} />}
    </Paper>
  );
}
