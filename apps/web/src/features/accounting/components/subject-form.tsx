import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AuxDimension, Subject, SubjectDirection } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';
import { errorText } from '../../../api/error-text';
import { codeRefusal, nextChildCode } from './subject-code';

export type SubjectFormTarget = { kind: 'create'; parent: Subject | null } | { kind: 'edit'; subject: Subject };

interface Props {
  target: SubjectFormTarget;
  codeScheme: string;
  subjects: readonly Subject[];
  categories: { value: string; label: string }[];
  onClose: () => void;
}

const AUX: AuxDimension[] = ['estate', 'house', 'customer'];

/** 新增下级科目 (code proposed by the scheme, checked as typed) or 修改 name, direction and 辅助核算. */
export function SubjectForm({ target, codeScheme, subjects, categories, onClose }: Props) {
  const { t } = useTranslation('accounting');
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const editing = target.kind === 'edit' ? target.subject : null;
  const parent = target.kind === 'create' ? target.parent : null;
  const [code, setCode] = useState(() => (editing ? editing.code : (nextChildCode(codeScheme, parent, subjects) ?? parent?.code ?? '')));
  const [name, setName] = useState(editing?.name ?? '');
  const [direction, setDirection] = useState<SubjectDirection>(editing?.direction ?? parent?.direction ?? 'D');
  const [category, setCategory] = useState<string | null>(editing ? String(editing.category) : parent ? String(parent.category) : (categories[0]?.value ?? '1'));
  const [aux, setAux] = useState<AuxDimension[]>(editing?.aux ?? parent?.aux ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const codeProblem = editing ? null : code.trim() ? codeRefusal(code, codeScheme, subjects) : null;
  const save = async () => {
    setFailure(null);
    try {
      const s = editing
        ? await update.mutateAsync({ id: editing.id, name: name.trim(), direction, aux })
        : await create.mutateAsync({ code: code.trim(), name: name.trim(), direction, aux, ...(parent ? {} : { category: Number(category) }) });
      notifications.show({ color: 'green', message: t('subjects.saved', { code: s.code, name: s.fullName }) });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const title = editing ? t('subjects.edit') : parent ? t('subjects.addChildOf', { code: parent.code, name: parent.name }) : t('subjects.addTop');
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm" data-testid="subject-form">
        <TextInput label={t('subjects.code')} required value={code} disabled={!!editing} onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} error={codeProblem} data-testid="subject-code" />
        {!editing ? <Text size="xs" c="dimmed" data-testid="scheme-hint">{t('subjects.schemeHint', { scheme: codeScheme, prefix: parent?.code ?? '' })}</Text> : null}
        <TextInput label={t('subjects.name')} required value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} data-testid="subject-name" />
        {!parent && !editing ? <Select label={t('subjects.category')} data={categories} value={category} onChange={setCategory} allowDeselect={false} /> : null}
        <div>
          <Text size="sm" fw={500}>{t('subjects.direction')}</Text>
          <SegmentedControl value={direction} onChange={(v) => setDirection(v as SubjectDirection)} data={[{ value: 'D', label: t('subjects.dir.D') }, { value: 'C', label: t('subjects.dir.C') }]} />
        </div>
        <Checkbox.Group label={t('subjects.aux')} value={aux} onChange={(v) => setAux(v as AuxDimension[])}>
          <Group gap="md" mt={4}>
            {AUX.map((a) => <Checkbox key={a} value={a} label={t(`vouchers.aux.${a}`)} />)}
          </Group>
        </Checkbox.Group>
        {failure ? <Alert color="red" data-testid="subject-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('vouchers.cancel')}</Button>
          <Button loading={create.isPending || update.isPending} disabled={!name.trim() || !!codeProblem || !code.trim()} onClick={() => void save()} data-testid="subject-save">{t('vouchers.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
