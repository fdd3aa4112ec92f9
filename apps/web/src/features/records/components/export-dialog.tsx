import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaToday } from '../../../shared/china-date';
import { showExportError } from '../../../shared/export-job-kind';
import { downloadExport } from '../api/records';

const AUDIT_DATE = /^\d{4}\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/;

/** Today in China as the form writes it, YYYY.MM.DD. */
const today = () => chinaToday().replaceAll('-', '.');

interface Props {
  recordKey: string;
  title: string;
  filters: Record<string, string>;
  opened: boolean;
  onClose: () => void;
}

/** The export-purpose dialog (usage, approver, approval date YYYY.MM.DD), then the streamed download. */
export function ExportDialog({ recordKey, title, filters, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  const [usage, setUsage] = useState('');
  const [auditor, setAuditor] = useState('');
  const [auditDate, setAuditDate] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!usage.trim()) next.usage = t('usageRequired');
    if (!auditor.trim()) next.auditor = t('auditorRequired');
    if (!AUDIT_DATE.test(auditDate.trim())) next.auditDate = t('auditDateInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await downloadExport(recordKey, { usage: usage.trim(), auditor: auditor.trim(), auditDate: auditDate.trim() }, filters, `${title}.xlsx`);
      onClose();
    } catch (error) {
      // Export failure shows the server msg (spec 8).
      showExportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('exportTitle')} data-testid="export-dialog">
      <Stack>
        <TextInput label={t('usage')} required value={usage} error={errors.usage} onChange={(e) => setUsage(e.currentTarget.value)} data-testid="export-usage" />
        <TextInput label={t('auditor')} required value={auditor} error={errors.auditor} onChange={(e) => setAuditor(e.currentTarget.value)} data-testid="export-auditor" />
        <TextInput
          label={t('auditDate')}
          description={t('auditDateHint')}
          required
          value={auditDate}
          error={errors.auditDate}
          onChange={(e) => setAuditDate(e.currentTarget.value)}
          data-testid="export-audit-date"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={busy} onClick={() => void submit()} data-testid="export-confirm">{t('confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
