import { Alert, Button, Center, Checkbox, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subject } from '@pm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { useBook } from '../api/book';
import { useSetSubjectActive } from '../api/set-subject-active';
import { useSubjectTree } from '../api/subject-tree';
import { BookSetupForm } from '../components/book-setup-form';
import { errorText } from '../../../api/error-text';
import { childWidth } from '../components/subject-code';
import { SubjectForm, type SubjectFormTarget } from '../components/subject-form';
import { SubjectTreeTable } from '../components/subject-tree-table';

/** 会计科目: 建账 when the company has none; else the subject tree by category with add child, edit and 停用/启用. */
export default function SubjectsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const book = useBook();
  const tree = useSubjectTree(true);
  const active = useSetSubjectActive();
  const [category, setCategory] = useState('all');
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(true);
  const [target, setTarget] = useState<SubjectFormTarget | null>(null);
  const subjects = useMemo(() => tree.data?.subjects ?? [], [tree.data]);
  const categories = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of subjects) if (!seen.has(s.category)) seen.set(s.category, s.categoryName);
    return [...seen].sort((a, b) => a[0] - b[0]).map(([value, label]) => ({ value: String(value), label }));
  }, [subjects]);
  const q = search.trim();
  const shown = subjects.filter((s) => (category === 'all' || String(s.category) === category) && (showInactive || s.active) && (!q || s.code.startsWith(q) || s.fullName.includes(q)));
  const scheme = tree.data?.codeScheme ?? book.data?.codeScheme ?? '4-2-2';
  const toggleActive = async (s: Subject) => {
    const message = s.active ? t('subjects.deactivateConfirm', { code: s.code, name: s.fullName }) : t('subjects.activateConfirm', { code: s.code, name: s.fullName });
    if (!(await confirmDialog({ message }))) return;
    try {
      await active.mutateAsync({ id: s.id, active: !s.active });
      notifications.show({ color: 'green', message: s.active ? t('subjects.deactivated', { code: s.code }) : t('subjects.activated', { code: s.code }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };

  let body;
  if (book.isPending) body = <Center p="lg"><Loader size="sm" /></Center>;
  else if (book.error) body = <Alert color="red">{errorText(book.error)}</Alert>;
  else if (!book.data) body = <BookSetupForm readOnly={readOnly} />;
  else
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="book-info">{t('subjects.bookInfo', { chart: book.data.chartName, scheme, start: book.data.startPeriod, count: subjects.length })}</Text>
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="sm">
            <SegmentedControl value={category} onChange={setCategory} data={[{ value: 'all', label: t('subjects.allCategories') }, ...categories]} data-testid="category-filter" />
            <TextInput placeholder={t('subjects.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={200} data-testid="subject-search" />
            <Checkbox label={t('subjects.showInactive')} checked={showInactive} onChange={(e) => setShowInactive(e.currentTarget.checked)} />
          </Group>
          {readOnly ? null : <Button size="xs" onClick={() => setTarget({ kind: 'create', parent: null })} data-testid="add-top">{t('subjects.addTop')}</Button>}
        </Group>
        <SubjectTreeTable
          subjects={shown}
          loading={tree.isPending}
          error={tree.error ? errorText(tree.error) : undefined}
          readOnly={readOnly}
          canAddChild={(s) => childWidth(scheme, s) !== null}
          onAddChild={(s) => setTarget({ kind: 'create', parent: s })}
          onEdit={(s) => setTarget({ kind: 'edit', subject: s })}
          onToggleActive={(s) => void toggleActive(s)}
        />
        {target ? <SubjectForm target={target} codeScheme={scheme} subjects={subjects} categories={categories} onClose={() => setTarget(null)} /> : null}
      </Stack>
    );
  return (
    <Stack gap="sm" p="sm" data-testid="subjects-screen">
      <Title order={4}>{title || t('subjects.menu')}</Title>
      {body}
    </Stack>
  );
}
