import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPhone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_CENTER_PAGE_SIZES } from '@pm/domain';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { phoneBookQuery, useDeletePhoneBook, useSavePhoneBook } from '../api/call-center-queries';

const SIZE = CALL_CENTER_PAGE_SIZES.phoneBook;

/** Phone book: search, add, edit, delete (page size 10; name and phone required). */
export function PhoneBookTab({ onDial }: { onDial?: (phone: string) => void }) {
  const { t } = useTranslation('call-center');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<{ id?: number; name: string; phone: string } | null>(null);
  const book = usePagedList({ initial: { search: '' }, size: SIZE, query: ({ search }, { page, size }) => phoneBookQuery(page, size, search) });
  const save = useSavePhoneBook();
  const remove = useDeletePhoneBook();

  const submit = async () => {
    if (!editing) return;
    if (!editing.name.trim() || !editing.phone.trim()) {
      notifications.show({ color: 'red', message: t('book.required') });
      return;
    }
    await save.mutateAsync(editing);
    notifications.show({ color: 'green', message: t('book.saved') });
    setEditing(null);
  };

  return (
    <Stack gap="xs" p="sm" data-testid="cc-book">
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          flex={1}
          placeholder={t('book.search')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') book.setFilter('search', q.trim());
          }}
        />
        <Button size="xs" variant="light" onClick={() => book.setFilter('search', q.trim())}>
          {t('book.search').slice(0, 2)}
        </Button>
        <Button size="xs" onClick={() => setEditing({ name: '', phone: '' })}>
          {t('book.add')}
        </Button>
      </Group>
      {editing && (
        <Group gap={6} align="end" wrap="nowrap">
          <TextInput size="xs" label={t('book.name')} withAsterisk value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })} />
          <TextInput size="xs" label={t('book.phone')} withAsterisk value={editing.phone} onChange={(e) => setEditing({ ...editing, phone: e.currentTarget.value })} />
          <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
            {t('book.save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(null)}>
            {t('book.cancel')}
          </Button>
        </Group>
      )}
      <Table fz="xs" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('book.name')}</Table.Th>
            <Table.Th>{t('book.phone')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {book.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.phone}</Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {onDial && (
                    <ActionIcon size="sm" variant="subtle" aria-label={t('book.dial')} onClick={() => onDial(r.phone.replace(/[^0-9]/g, ''))}>
                      <IconPhone size={14} />
                    </ActionIcon>
                  )}
                  <ActionIcon size="sm" variant="subtle" aria-label={t('book.edit')} onClick={() => setEditing({ id: r.id, name: r.name, phone: r.phone })}>
                    <IconPencil size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('book.delete')}
                    onClick={() => {
                      if (window.confirm(t('book.confirmDelete'))) {
                        void remove.mutateAsync(r.id).then(() => notifications.show({ color: 'green', message: t('book.deleted') }));
                      }
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {book.query.data?.rows.length === 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {t('book.empty')}
        </Text>
      )}
      <Group justify="center">
        <ListPages list={book} size="xs" />
      </Group>
    </Stack>
  );
}
