import { Alert, Badge, Button, Center, Grid, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HelpItem, HelpMenuEntry } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirm } from '../../../shared/dialogs';
import { localText } from '../../../i18n';
import type { ScreenProps } from '../../../shared/screen';
import { useHelpItemMutations, useHelpItems, useHelpMenus } from '../api/help-items';
import { errorText } from '../../../api/error-text';
import { HelpItemDialog } from '../components/help-item-dialog';
import { HelpMenuList } from '../components/help-menu-list';

const KIND_COLOR = { flow: 'blue', field: 'grape', doc: 'teal' } as const;

/**
 * 帮助条目: the help of each menu screen (操作流程, 字段说明, 常见问题 — the last is what the shell's
 * AI-help icon shows), kept by the platform's administrators.
 */
export default function HelpItemsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('help');
  const menus = useHelpMenus();
  const [menu, setMenu] = useState<HelpMenuEntry | null>(null);
  const items = useHelpItems(menu?.menuId ?? null);
  const { remove } = useHelpItemMutations();
  const [editing, setEditing] = useState<HelpItem | 'new' | null>(null);
  const rows = items.data ?? [];
  const del = async (item: HelpItem) => {
    if (!(await deleteConfirm(t('items.deleteQuestion', { title: item.title })))) return;
    try {
      await remove.mutateAsync(item.id);
      notifications.show({ color: 'green', message: t('items.deleted') });
    } catch (e) {
      notifications.show({ color: 'red', message: errorText(e) });
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="help-items-screen">
      <Title order={4}>{title || t('items.title')}</Title>
      {menus.error ? <Alert color="red">{errorText(menus.error)}</Alert> : null}
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="xs">
            <HelpMenuList menus={menus.data ?? []} loading={menus.isPending} chosen={menu?.menuId ?? null} onChoose={setMenu} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Paper withBorder p="sm" mih={600}>
            {!menu ? (
              <Center h={300}><Text c="dimmed">{t('items.pickMenu')}</Text></Center>
            ) : (
              <Stack gap="sm">
                <Group justify="space-between">
                  <div>
                    <Text fw={600} data-testid="help-menu-title">{localText(menu.title)}</Text>
                    <Text size="xs" c="dimmed">{localText(menu.place)}</Text>
                  </div>
                  {!readOnly ? <Button onClick={() => setEditing('new')} data-testid="help-item-add">{t('items.add')}</Button> : null}
                </Group>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={100}>{t('items.kind')}</Table.Th>
                      <Table.Th>{t('items.title')}</Table.Th>
                      <Table.Th>{t('items.tabName')}</Table.Th>
                      <Table.Th w={70}>{t('items.order')}</Table.Th>
                      <Table.Th w={140} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.isPending ? (
                      <Table.Tr><Table.Td colSpan={5}><Center p="md"><Loader size="sm" /></Center></Table.Td></Table.Tr>
                    ) : rows.length === 0 ? (
                      <Table.Tr><Table.Td colSpan={5}><Text size="sm" c="dimmed" ta="center" p="md">{t('items.empty')}</Text></Table.Td></Table.Tr>
                    ) : (
                      rows.map((r) => (
                        <Table.Tr key={r.id} data-testid="help-item-row">
                          <Table.Td><Badge variant="light" color={KIND_COLOR[r.kind]}>{t(`kinds.${r.kind}`)}</Badge></Table.Td>
                          <Table.Td>{r.title}</Table.Td>
                          <Table.Td>{r.tabName || t('items.wholeScreen')}</Table.Td>
                          <Table.Td>{r.order}</Table.Td>
                          <Table.Td>
                            {!readOnly ? (
                              <Group gap={4} wrap="nowrap">
                                <Button size="compact-xs" variant="default" onClick={() => setEditing(r)}>{t('items.edit')}</Button>
                                <Button size="compact-xs" color="red" variant="light" onClick={() => void del(r)}>{t('items.delete')}</Button>
                              </Group>
                            ) : null}
                          </Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
                {items.error ? <Alert color="red">{errorText(items.error)}</Alert> : null}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {editing && menu ? <HelpItemDialog menuId={menu.menuId} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
