import { Alert, Button, Center, Group, Modal, ScrollArea, Stack, Table, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import type { MenuHelp, SystemDocument } from '@pm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';
import type { ScreenProps } from '../../../shared/screen';
import { AdminScreen, Loaded, CancelSave } from './screen-parts';
import { attempt } from '../attempt';
import { useMenuHelp, useSystemDocuments, useUpdateMenuHelp, useUpdateSystemDocument } from '../api/sysadmin-settings-queries';

const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));

/** Visible text of an HTML document (for the list's summary). */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** 文档管理: the system documents (sys-intro) and the items' help texts (menu docs) the shell shows. */
export default function DocumentsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  return (
    <AdminScreen testId="sysadmin-documents" title={title || t('documents.title')}>
      <Tabs defaultValue="documents" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="documents">{t('documents.systemTab')}</Tabs.Tab>
          <Tabs.Tab value="help">{t('documents.helpTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="documents">
          <SystemDocuments readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="help">
          <ItemHelp readOnly={readOnly} />
        </Tabs.Panel>
      </Tabs>
    </AdminScreen>
  );
}

function SystemDocuments({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('sysadmin');
  const list = useSystemDocuments();
  const save = useUpdateSystemDocument();
  const [draft, setDraft] = useState<SystemDocument | null>(null);
  const [preview, setPreview] = useState<SystemDocument | null>(null);

  async function submit() {
    if (!draft) return;
    if (!(await attempt(save.mutateAsync(draft)))) return;
    notifications.show({ color: 'green', message: t('documents.saved', { title: draft.title }) });
    setDraft(null);
  }

  if (list.isPending) return <PageLoader h={240} />;
  if (list.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (list.data.length === 0)
    return (
      <Center h={200}>
        <Text c="dimmed">{t('documents.empty')}</Text>
      </Center>
    );
  return (
    <>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {(['key', 'title', 'summary', 'actions'] as const).map((c) => (
              <Table.Th key={c}>{t(`documents.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((d) => (
            <Table.Tr key={d.key} data-testid={`doc-${d.key}`}>
              <Table.Td>{d.key}</Table.Td>
              <Table.Td>{d.title}</Table.Td>
              <Table.Td maw={420}>
                <Text size="sm" lineClamp={1}>
                  {plain(d.content)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" onClick={() => setPreview(d)}>
                    {t('documents.preview')}
                  </Button>
                  <Button size="xs" variant="subtle" disabled={readOnly} onClick={() => setDraft(d)}>
                    {t('documents.edit')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={preview !== null} onClose={() => setPreview(null)} title={preview?.title} size="lg">
        {preview && <SafeHtml html={preview.content} />}
      </Modal>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t('documents.edit')} size="xl">
        {draft && (
          <Stack>
            <TextInput label={t('documents.columns.key')} value={draft.key} disabled />
            <TextInput
              label={t('documents.columns.title')}
              required
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            />
            <Suspense fallback={<PageLoader h={200} />}>
              <RichTextInput
                label={t('documents.content')}
                required={false}
                error={undefined}
                disabled={false}
                testId="doc-content"
                value={draft.content}
                onChange={(content) => setDraft((d) => (d ? { ...d, content } : d))}
              />
            </Suspense>
            <CancelSave onCancel={() => setDraft(null)} onSave={() => void submit()} saving={save.isPending} />
          </Stack>
        )}
      </Modal>
    </>
  );
}

function ItemHelp({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('sysadmin');
  const list = useMenuHelp();
  const save = useUpdateMenuHelp();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<MenuHelp | null>(null);

  async function submit() {
    if (!draft) return;
    if (!(await attempt(save.mutateAsync({ id: draft.id, remark: draft.remark })))) return;
    notifications.show({ color: 'green', message: t('documents.saved', { title: draft.title }) });
    setDraft(null);
  }

  const q = keyword.trim();
  const rows = (list.data ?? []).filter((h) => !q || [h.centre, h.group, h.title, h.remark].some((s) => s.includes(q)));
  return (
    <>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('documents.search')}
        aria-label={t('documents.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        w={300}
        mb="sm"
      />
      <Loaded query={list} empty={{ when: () => rows.length === 0, text: t('documents.noHelp'), h: 200 }}>
        {() => (
          <ScrollArea h={560}>
            <Table striped highlightOnHover verticalSpacing="xs" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {(['centre', 'group', 'item', 'remark', 'actions'] as const).map((c) => (
                    <Table.Th key={c}>{t(`documents.helpColumns.${c}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((h) => (
                  <Table.Tr key={h.id} data-testid={`help-${h.id}`}>
                    <Table.Td>{h.centre}</Table.Td>
                    <Table.Td>{h.group}</Table.Td>
                    <Table.Td>{h.title}</Table.Td>
                    <Table.Td>{h.remark}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" disabled={readOnly} onClick={() => setDraft(h)}>
                        {t('documents.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Loaded>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.title}>
        {draft && (
          <Stack>
            <Textarea
              label={t('documents.helpColumns.remark')}
              autosize
              minRows={4}
              maxLength={500}
              value={draft.remark}
              onChange={(e) => setDraft({ ...draft, remark: e.currentTarget.value })}
            />
            <CancelSave onCancel={() => setDraft(null)} onSave={() => void submit()} saving={save.isPending} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
