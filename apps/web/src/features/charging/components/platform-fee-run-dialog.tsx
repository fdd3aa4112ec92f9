import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { PlatformFeeCompany, PlatformFeeRun } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../shared/date-field';
import { useRunPlatformFees } from '../api/platform-fees';
import { amountText, thisPeriod } from '../format';
import { errorText } from '../../../api/error-text';

type Step = 'form' | 'confirm' | 'done';

/**
 * 生成账单 (the platform's administrators): a month (this one at most) and every active tenant or one,
 * a confirmation (bills are never changed once made), then what the run did. The server skips the
 * companies already billed for the month, so running a month twice is harmless.
 */
export function PlatformFeeRunDialog({ companies, onClose }: { companies: readonly PlatformFeeCompany[]; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const latest = thisPeriod();
  const [period, setPeriod] = useState(latest);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [result, setResult] = useState<PlatformFeeRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const runBills = useRunPlatformFees();
  const active = companies.filter((c) => !c.disabled);
  const scope = companyId === null ? t('platformFee.run.allActive', { count: active.length }) : (active.find((c) => c.id === companyId)?.name ?? '');

  const review = () => {
    if (!period) {
      setError(t('platformFee.run.requiredPeriod'));
      return;
    }
    setError(null);
    setStep('confirm');
  };
  const submit = async () => {
    setError(null);
    try {
      setResult(await runBills.mutateAsync({ period, ...(companyId === null ? {} : { companyId }) }));
      setStep('done');
    } catch (e) {
      setError(errorText(e));
      setStep('form');
    }
  };
  const close = () => {
    if (!runBills.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title={t('platformFee.run.title')} data-testid="platform-fee-run-dialog">
      <Stack gap="sm">
        {step === 'form' ? (
          <>
            <MonthField label={t('platformFee.run.period')} value={period} onChange={setPeriod} maxMonth={latest} required data-testid="platform-fee-run-period" />
            <Select
              label={t('platformFee.run.scope')}
              data={[{ value: '', label: t('platformFee.run.allActive', { count: active.length }) }, ...active.map((c) => ({ value: String(c.id), label: c.name }))]}
              value={companyId === null ? '' : String(companyId)}
              onChange={(v) => setCompanyId(v ? Number(v) : null)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              data-testid="platform-fee-run-company"
            />
            <Text size="sm" c="dimmed">{t('platformFee.run.hint')}</Text>
          </>
        ) : null}
        {step === 'confirm' ? (
          <Alert color="orange" data-testid="platform-fee-run-confirm">{t('platformFee.run.confirm', { period, scope })}</Alert>
        ) : null}
        {runBills.isPending ? (
          <Group gap="xs" data-testid="platform-fee-run-progress">
            <Loader size="sm" />
            <Text size="sm">{t('platformFee.run.running')}</Text>
          </Group>
        ) : null}
        {step === 'done' && result ? (
          <Alert color="green" data-testid="platform-fee-run-result">
            {t('platformFee.run.result', { period: result.period, created: result.created, skipped: result.skipped, amount: amountText(result.amount) })}
          </Alert>
        ) : null}
        {error ? <Alert color="red" data-testid="platform-fee-run-error">{error}</Alert> : null}
        <Group justify="flex-end">
          {step === 'form' ? (
            <>
              <Button variant="default" onClick={close}>{t('cancel')}</Button>
              <Button onClick={review} data-testid="platform-fee-run-next">{t('platformFee.run.action')}</Button>
            </>
          ) : null}
          {step === 'confirm' ? (
            <>
              <Button variant="default" onClick={() => setStep('form')} disabled={runBills.isPending}>{t('platformFee.run.back')}</Button>
              <Button onClick={() => void submit()} loading={runBills.isPending} data-testid="platform-fee-run-submit">{t('platformFee.run.confirmButton')}</Button>
            </>
          ) : null}
          {step === 'done' ? <Button onClick={onClose} data-testid="platform-fee-run-close">{t('close')}</Button> : null}
        </Group>
      </Stack>
    </Modal>
  );
}
