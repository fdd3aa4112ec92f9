import { Badge, Button, Center, Grid, Group, NavLink, NumberInput, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { SitePage, SiteSection } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirm } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { AdminScreen, Loaded } from './screen-parts';
import { useDeleteSection, useSitePages, useUpdateSection, useUpdateSitePage } from '../api/sysadmin-content-queries';
import { SectionDialog } from './section-dialog';

/** The public address of each page, shown so the administrator knows what the page is. */
const PATHS: Record<SitePage['key'], string> = { home: '/home', estate: '/Estate', solution: '/Solution', usecase: '/UseCase', aboutus: '/AboutUs' };

/** 网站页面: the marketing site's pages (name, order, shown) and the text sections each shows. */
export default function WebsiteScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const list = useSitePages();
  const [pageId, setPageId] = useState<number | null>(null);
  const page = list.data?.find((p) => p.id === pageId) ?? list.data?.[0];

  return (
    <AdminScreen testId="sysadmin-website" title={title || t('website.title')}>
      <Loaded query={list} empty={{ when: () => !page, text: t('website.empty'), h: 200 }}>
        {(items) => page && (
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              {items.map((p) => (
                <NavLink
                  key={p.id}
                  active={p.id === page.id}
                  label={p.title}
                  description={PATHS[p.key]}
                  rightSection={!p.shown && <Badge size="xs" color="gray">{t('website.hidden')}</Badge>}
                  onClick={() => setPageId(p.id)}
                  data-testid={`site-page-${p.key}`}
                />
              ))}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <PageSettings key={page.id} page={page} readOnly={readOnly} />
              <Sections page={page} readOnly={readOnly} />
            </Grid.Col>
          </Grid>
        )}
      </Loaded>
    </AdminScreen>
  );
}

function PageSettings({ page, readOnly }: { page: SitePage; readOnly: boolean }) {
  const { t } = useTranslation('sysadmin');
  const update = useUpdateSitePage();
  const [form, setForm] = useState({ title: page.title, order: page.order, shown: page.shown });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm({ title: page.title, order: page.order, shown: page.shown }), [page]);

  function save() {
    update.mutate(
      { id: page.id, ...form },
      {
        onSuccess: (saved) => notifications.show({ color: 'green', message: t('website.pageSaved', { title: saved.title }) }),
        onError: (error) => setErrors(Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message]))),
      },
    );
  }

  return (
    <Group align="flex-end" mb="lg" data-testid="site-page-settings">
      <TextInput label={t('website.pageTitle')} required value={form.title} disabled={readOnly} onChange={(e) => setForm({ ...form, title: e.currentTarget.value })} error={errors.title} maxLength={50} w={200} />
      <NumberInput label={t('website.order')} value={form.order} disabled={readOnly} min={0} max={9999} allowDecimal={false} onChange={(v) => setForm({ ...form, order: Number(v) || 0 })} error={errors.order} w={100} />
      <Switch label={t('website.pageShown')} checked={form.shown} disabled={readOnly} onChange={(e) => setForm({ ...form, shown: e.currentTarget.checked })} mb={8} data-testid="site-page-shown" />
      <Button variant="light" loading={update.isPending} disabled={readOnly} onClick={save} data-testid="site-page-save">
        {t('content.save')}
      </Button>
    </Group>
  );
}

function Sections({ page, readOnly }: { page: SitePage; readOnly: boolean }) {
  const { t } = useTranslation('sysadmin');
  const update = useUpdateSection();
  const remove = useDeleteSection();
  const [editing, setEditing] = useState<SiteSection | 'new' | null>(null);

  async function removeRow(row: SiteSection) {
    if (!(await deleteConfirm(t('website.deleteConfirm', { title: row.title })))) return;
    remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: t('website.sectionDeleted', { title: row.title }) }) });
  }

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('website.sections')}</Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} disabled={readOnly} onClick={() => setEditing('new')} data-testid="section-add">
          {t('website.addSection')}
        </Button>
      </Group>
      {page.sections.length === 0 ? (
        <Center h={120}>
          <Text c="dimmed">{t('website.noSections')}</Text>
        </Center>
      ) : (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('website.order')}</Table.Th>
              <Table.Th w={160}>{t('website.sectionTitle')}</Table.Th>
              <Table.Th>{t('website.sectionText')}</Table.Th>
              <Table.Th w={80}>{t('website.shown')}</Table.Th>
              <Table.Th w={140}>{t('website.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.sections.map((s) => (
              <Table.Tr key={s.id} data-testid={`section-${s.id}`}>
                <Table.Td>{s.order}</Table.Td>
                <Table.Td>{s.title}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {s.text}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={s.shown}
                    disabled={readOnly}
                    aria-label={t('website.shown')}
                    onChange={(e) => update.mutate({ id: s.id, title: s.title, text: s.text, order: s.order, shown: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" disabled={readOnly} onClick={() => setEditing(s)}>
                      {t('website.edit')}
                    </Button>
                    <Button size="xs" variant="light" color="red" disabled={readOnly} onClick={() => void removeRow(s)}>
                      {t('website.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <SectionDialog pageId={page.id} section={editing === 'new' ? null : editing} nextOrder={(page.sections.at(-1)?.order ?? 0) + 10} onClose={() => setEditing(null)} />}
    </>
  );
}
