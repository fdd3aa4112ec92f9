import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Book, Subject, Voucher, VoucherTemplate } from '@pm/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucher } from '../api/get-voucher';
import { useSaveVoucher } from '../api/save-voucher';
import { useStartFromTemplate } from '../api/start-from-template';
import { useSubmitVoucher } from '../api/submit-voucher';
import { errorText } from '../../../api/error-text';
import { LineGrid } from './line-grid';
import { lineProblems, toSaveLines } from './line-grid-logic';
import { PrintButtons } from './print-buttons';
import { SaveTemplateDialog } from './save-template-dialog';
import { TemplatePicker } from './template-picker';
import { voucherLabelText } from './voucher-label';
import { emptyForm, formOfVoucher, formWithTemplate, type FormState } from './voucher-form-state';
import { VoucherHeader } from './voucher-header';

interface Props {
  book: Book;
  subjects: readonly Subject[];
  /** The draft to edit (from the list), or null for a new voucher. */
  editId: number | null;
  onEditId: (id: number | null) => void;
  readOnly: boolean;
}

/**
 * The warning after saving an unbalanced voucher (借贷不平 with both totals): kept as 暂存 until it
 * balances, or, already numbered, saved as it is; null when it balances.
 */
function unbalancedWarning(t: ReturnType<typeof useTranslation>['t'], v: Voucher): string | null {
  if (v.balanced) return null;
  const totals = { debit: v.totalDebit, credit: v.totalCredit };
  return v.number === null ? t('vouchers.unbalanced.held', totals) : t('vouchers.unbalanced.numbered', { ...totals, label: v.label });
}

/** 填制凭证: header, the line grid, 保存 (may be unbalanced: warned, 暂存 without a number), 提交 (saves then submits), 常用凭证 in and out, 打印. */
export function VoucherEntryForm({ book, subjects, editId, onEditId, readOnly }: Props) {
  const { t } = useTranslation('accounting');
  const [state, setState] = useState<FormState>(() => emptyForm(book));
  const [failure, setFailure] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const loaded = useVoucher(editId !== null && editId !== state.id ? editId : null);
  const save = useSaveVoucher();
  const submit = useSubmitVoucher();
  const start = useStartFromTemplate();
  const codes = useMemo(() => new Map(subjects.map((s) => [s.id, s.code])), [subjects]);
  const problems = useMemo(() => lineProblems(state.lines, (id) => codes.get(id)), [state.lines, codes]);
  const [shownProblems, setShownProblems] = useState(false);

  useEffect(() => {
    if (loaded.data && loaded.data.id === editId) setState(formOfVoucher(loaded.data));
  }, [loaded.data, editId]);

  const editable = !readOnly && (state.status === null || state.status === 1);
  const patch = (p: Partial<FormState>) => setState((s) => ({ ...s, ...p }));
  const reset = () => {
    setState(emptyForm(book));
    setFailure(null);
    setWarning(null);
    setShownProblems(false);
    onEditId(null);
  };

  const saved = async (): Promise<Voucher | null> => {
    setFailure(null);
    setWarning(null);
    setShownProblems(true);
    if (problems.length > 0) {
      setFailure(problems.map((p) => (p.index >= 0 ? t('vouchers.rowProblem', { row: p.index + 1, message: p.message }) : p.message)).join('；'));
      return null;
    }
    try {
      const v = await save.mutateAsync({
        ...(state.id !== null ? { id: state.id } : {}),
        voucherDate: state.voucherDate,
        word: state.word,
        attachments: state.attachments,
        remark: state.remark.trim() || null,
        lines: toSaveLines(state.lines),
      });
      setState(formOfVoucher(v));
      onEditId(v.id);
      setWarning(unbalancedWarning(t, v));
      return v;
    } catch (error) {
      setFailure(errorText(error));
      return null;
    }
  };
  const onSave = async () => {
    const v = await saved();
    if (!v) return;
    const unbalanced = unbalancedWarning(t, v);
    notifications.show(unbalanced ? { color: 'orange', message: unbalanced } : { color: 'green', message: t('vouchers.done.save', { label: voucherLabelText(t, v) }) });
  };
  const onSubmit = async () => {
    const v = await saved();
    // An unbalanced voucher cannot be submitted: the warning saved() put up says why.
    if (!v || !v.balanced) return;
    try {
      const after = await submit.mutateAsync({ id: v.id });
      notifications.show({ color: 'green', message: t('vouchers.done.submit', { label: after.label }) });
      reset();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const applyTemplate = async (tpl: VoucherTemplate) => {
    setPicking(false);
    try {
      const form = await start.mutateAsync({ id: tpl.id, voucherDate: state.voucherDate });
      setState((s) => formWithTemplate(s, form));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  // The first problem of each row is the one its highlight names.
  const problemRows = shownProblems ? new Map([...problems].reverse().filter((p) => p.index >= 0).map((p) => [p.index, p.message])) : undefined;
  return (
    <Paper withBorder p="sm" data-testid="voucher-entry-form">
      <Stack gap="sm">
        <VoucherHeader state={state} words={book.words} onChange={patch} disabled={!editable} />
        {state.returnReason && state.status === 1 ? <Alert color="orange" data-testid="return-reason">{t('vouchers.returnReason', { reason: state.returnReason })}</Alert> : null}
        <LineGrid lines={state.lines} onChange={(lines) => patch({ lines })} subjects={subjects} readOnly={!editable} {...(problemRows ? { problems: problemRows } : {})} />
        {warning ? <Alert color="orange" data-testid="unbalanced-warning">{warning}</Alert> : null}
        {failure ? <Alert color="red" withCloseButton onClose={() => setFailure(null)} data-testid="form-error">{failure}</Alert> : null}
        <Group gap="xs">
          {readOnly ? null : (
            <>
              <Button variant="default" onClick={reset} data-testid="voucher-new">{t('vouchers.new')}</Button>
              <Button disabled={!editable} loading={save.isPending && !submit.isPending} onClick={() => void onSave()} data-testid="voucher-save">{t('vouchers.save')}</Button>
              <Button color="green" disabled={!editable} loading={submit.isPending} onClick={() => void onSubmit()} data-testid="voucher-submit">{t('vouchers.actions.submit')}</Button>
              <Button variant="light" disabled={!editable} loading={start.isPending} onClick={() => setPicking(true)} data-testid="template-open">{t('vouchers.fromTemplate')}</Button>
              <Button variant="light" onClick={() => setSavingTemplate(true)} data-testid="template-create">{t('vouchers.saveAsTemplate')}</Button>
            </>
          )}
          {state.id !== null && state.label ? <PrintButtons ids={[state.id]} fileName={`${state.voucherDate.slice(0, 7)}-${state.label}.pdf`} /> : null}
        </Group>
      </Stack>
      <TemplatePicker opened={picking} onClose={() => setPicking(false)} onPick={(tpl) => void applyTemplate(tpl)} />
      <SaveTemplateDialog opened={savingTemplate} onClose={() => setSavingTemplate(false)} word={state.word} lines={state.lines} />
    </Paper>
  );
}
