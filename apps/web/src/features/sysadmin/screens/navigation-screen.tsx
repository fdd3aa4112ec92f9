import { ActionIcon, Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { NavigationCentre } from '@pm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { SafeHtml } from '../../../shared/safe-html';
import type { ScreenProps } from '../../../shared/screen';
import { AdminScreen, CancelSave } from './screen-parts';
import { attempt } from '../attempt';
import {
  useNavigationSettings,
  useOrderNavigationCentres,
  useUpdateNavigationCentre,
  useUpdateNavigationTips,
} from '../api/sysadmin-settings-queries';

const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));

/** 导航管理: the new layout's centres (order, description, introduction) and the operation tips. */
export default function NavigationScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const settings = useNavigationSettings();
  const order = useOrderNavigationCentres();
  const saveCentre = useUpdateNavigationCentre();
  const saveTips = useUpdateNavigationTips();
  const [draft, setDraft] = useState<NavigationCentre | null>(null);
  const [tips, setTips] = useState<string | null>(null);

  async function move(index: number, by: -1 | 1) {
    const ids = (settings.data?.centres ?? []).map((c) => c.id);
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    if (!(await attempt(order.mutateAsync(ids)))) return;
    notifications.show({ color: 'green', message: t('navigation.ordered') });
  }

  async function submitCentre() {
    if (!draft) return;
    if (!(await attempt(saveCentre.mutateAsync({ id: draft.id, remark: draft.remark, introContent: draft.introContent })))) return;
    notifications.show({ color: 'green', message: t('navigation.saved', { title: draft.title }) });
    setDraft(null);
  }

  async function submitTips() {
    if (tips === null) return;
    if (!(await attempt(saveTips.mutateAsync(tips)))) return;
    notifications.show({ color: 'green', message: t('navigation.tipsSaved') });
    setTips(null);
  }

  if (settings.isPending) return <PageLoader h={300} />;
  if (settings.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  const { centres } = settings.data;
  return (
    <AdminScreen testId="sysadmin-navigation" title={title || t('navigation.title')}>
      <Table striped highlightOnHover verticalSpacing="sm" mb="lg">
        <Table.Thead>
          <Table.Tr>
            {(['order', 'id', 'title', 'groups', 'remark', 'actions'] as const).map((c) => (
              <Table.Th key={c}>{t(`navigation.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {centres.map((c, i) => (
            <Table.Tr key={c.id} data-testid={`centre-${c.id}`}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light">{i + 1}</Badge>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('navigation.up', { title: c.title })}
                    disabled={readOnly || i === 0 || order.isPending}
                    onClick={() => void move(i, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('navigation.down', { title: c.title })}
                    disabled={readOnly || i === centres.length - 1 || order.isPending}
                    onClick={() => void move(i, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>{c.id}</Table.Td>
              <Table.Td>{c.title}</Table.Td>
              <Table.Td>{c.groupCount}</Table.Td>
              <Table.Td maw={380}>
                <Text size="sm" lineClamp={2}>
                  {c.remark}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="subtle" disabled={readOnly} onClick={() => setDraft(c)}>
                  {t('navigation.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Card withBorder data-testid="navigation-tips">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{settings.data.tips.title}</Text>
          <Button size="xs" variant="light" disabled={readOnly} onClick={() => setTips(settings.data.tips.content)}>
            {t('navigation.editTips')}
          </Button>
        </Group>
        {settings.data.tips.content ? (
          <SafeHtml html={settings.data.tips.content} fz="sm" />
        ) : (
          <Text c="dimmed">{t('navigation.noTips')}</Text>
        )}
      </Card>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.title} size="xl">
        {draft && (
          <Stack>
            <Textarea
              label={t('navigation.columns.remark')}
              autosize
              minRows={2}
              maxLength={500}
              value={draft.remark}
              onChange={(e) => setDraft({ ...draft, remark: e.currentTarget.value })}
            />
            <Suspense fallback={<PageLoader h={200} />}>
              <RichTextInput
                label={t('navigation.intro')}
                required={false}
                error={undefined}
                disabled={false}
                testId="centre-intro"
                value={draft.introContent}
                onChange={(introContent) => setDraft((d) => (d ? { ...d, introContent } : d))}
              />
            </Suspense>
            <CancelSave onCancel={() => setDraft(null)} onSave={() => void submitCentre()} saving={saveCentre.isPending} />
          </Stack>
        )}
      </Modal>
      <Modal opened={tips !== null} onClose={() => setTips(null)} title={settings.data.tips.title} size="xl">
        {tips !== null && (
          <Stack>
            <Suspense fallback={<PageLoader h={200} />}>
              <RichTextInput
                label={t('navigation.tips')}
                required={false}
                error={undefined}
                disabled={false}
                testId="tips-content"
                value={tips}
                onChange={setTips}
              />
            </Suspense>
            <CancelSave onCancel={() => setTips(null)} onSave={() => void submitTips()} saving={saveTips.isPending} />
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}
