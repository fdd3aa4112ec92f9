import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_SIZES } from '../../../shared/config';
import { finishDialog, useDialogQueue, type DialogRequest, type ExportPurpose } from '../../../shared/dialogs';

const DATE = /^\d{4}\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/;

/** Checks the export-purpose form: usage, approver and an approval date YYYY.MM.DD are required. */
export function exportPurposeProblem(v: ExportPurpose): 'usage' | 'approver' | 'date' | null {
  if (!v.usage.trim()) return 'usage';
  if (!v.approver.trim()) return 'approver';
  if (!DATE.test(v.approvedOn.trim())) return 'date';
  return null;
}

function ExportPurposeForm({ request }: { request: Extract<DialogRequest, { kind: 'exportPurpose' }> }) {
  const { t } = useTranslation('shell');
  const [v, setV] = useState<ExportPurpose>({ usage: '', approver: '', approvedOn: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const done = (value: ExportPurpose | null) => {
    finishDialog(request);
    request.resolve(value);
  };
  const submit = () => {
    const p = exportPurposeProblem(v);
    if (p) return setProblem(p);
    done({ usage: v.usage.trim(), approver: v.approver.trim(), approvedOn: v.approvedOn.trim() });
  };
  return (
    <Modal opened onClose={() => done(null)} title={t('export.title')} size={420} centered data-testid="export-purpose-modal">
      <Stack gap="xs">
        <TextInput required label={t('export.usage')} value={v.usage} onChange={(e) => setV({ ...v, usage: e.currentTarget.value })} error={problem === 'usage' ? t('export.usageRequired') : undefined} />
        <TextInput required label={t('export.approver')} value={v.approver} onChange={(e) => setV({ ...v, approver: e.currentTarget.value })} error={problem === 'approver' ? t('export.approverRequired') : undefined} />
        <TextInput required label={t('export.date')} placeholder="YYYY.MM.DD" value={v.approvedOn} onChange={(e) => setV({ ...v, approvedOn: e.currentTarget.value })} error={problem === 'date' ? t('export.dateRequired') : undefined} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => done(null)}>{t('cancel')}</Button>
          <Button onClick={submit}>{t('ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const keys = new WeakMap<DialogRequest, number>();
let nextKey = 1;
function requestKey(r: DialogRequest): number {
  let k = keys.get(r);
  if (k === undefined) keys.set(r, (k = nextKey++));
  return k;
}

/** Draws the dialog on top of the shared queue: confirm, delete-confirm, 系统提示, export purpose. */
export function DialogHost() {
  const { t } = useTranslation('shell');
  const request = useDialogQueue();
  if (!request) return null;
  if (request.kind === 'exportPurpose') return <ExportPurposeForm key={requestKey(request)} request={request} />;
  const answer = (ok: boolean) => {
    finishDialog(request);
    request.resolve(ok);
  };
  if (request.kind === 'systemTip') {
    return (
      <Modal opened onClose={() => answer(false)} title={t('tip.title')} size={MODAL_SIZES.systemTip.w} centered styles={{ content: { height: MODAL_SIZES.systemTip.h } }} data-testid="system-tip">
        <Stack justify="space-between" h={150}>
          <Text>{request.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer(false)}>{t('close')}</Button>
            <Button onClick={() => answer(true)}>{t('ok')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={() => answer(false)} title={request.title ?? t('confirm.title')} size={400} centered data-testid="confirm-dialog">
      <Text mb="md">{request.message ?? t('confirm.deleteText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => answer(false)}>{t('cancel')}</Button>
        <Button color={request.danger ? 'red' : undefined} onClick={() => answer(true)}>{t('ok')}</Button>
      </Group>
    </Modal>
  );
}
