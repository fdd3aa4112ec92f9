import { Alert, Button, Group, Loader, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { HelpItem } from '@pm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpItemMutations } from '../api/help-items';
import { errorText } from '../../../api/error-text';

const RichTextInput = lazy(() => import('../../../shared/rich-text-input'));
const KINDS: HelpItem['kind'][] = ['flow', 'field', 'doc'];

/** 新增 / 修改 a help item of one menu: kind, title, tab, order and the rich-text answer. */
export function HelpItemDialog({ menuId, item, onClose }: { menuId: number; item: HelpItem | null; onClose: () => void }) {
  const { t } = useTranslation('help');
  const [kind, setKind] = useState<HelpItem['kind']>(item?.kind ?? 'doc');
  const [title, setTitle] = useState(item?.title ?? '');
  const [tabName, setTabName] = useState(item?.tabName ?? '');
  const [order, setOrder] = useState<number>(item?.order ?? 0);
  const [remark, setRemark] = useState(item?.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  const { save } = useHelpItemMutations();
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: item?.id, menuId, kind, title, tabName, order, remark });
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={item ? t('items.edit') : t('items.add')} data-testid="help-item-dialog">
      <Stack gap="sm">
        <Group grow>
          <Select
            label={t('items.kind')}
            data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as HelpItem['kind'])}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="help-item-kind"
          />
          <TextInput label={t('items.tabName')} description={t('items.tabNameHint')} value={tabName} onChange={(e) => setTabName(e.currentTarget.value)} maxLength={100} />
          <NumberInput label={t('items.order')} value={order} onChange={(v) => setOrder(typeof v === 'number' ? v : 0)} min={0} max={9999} allowDecimal={false} />
        </Group>
        <TextInput label={t('items.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required maxLength={100} data-testid="help-item-title" />
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextInput label={t('items.remark')} required error={undefined} disabled={false} testId="help-item-remark" value={remark} onChange={setRemark} />
        </Suspense>
        {error ? <Alert color="red" data-testid="help-item-error">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="help-item-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
