import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { BookGate } from '../components/book-gate';
import { workingPeriod } from '../components/voucher-form-state';
import { VoucherQueue } from '../components/voucher-queue';

/** 凭证审核: 待审核 vouchers (审核 one or the selected, 退回 with a reason) and 待登账 ones (反审核). */
export default function VoucherAuditScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  return (
    <Stack gap="sm" p="sm" data-testid="voucher-audit-screen">
      <Title order={4}>{title || t('vouchers.menu.audit')}</Title>
      <BookGate>
        {(book) => (
          <Tabs defaultValue="submitted" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="submitted">{t('vouchers.status.2')}</Tabs.Tab>
              <Tabs.Tab value="audited">{t('vouchers.status.3')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="submitted" pt="sm">
              <VoucherQueue status={2} mode="audit" batch="audit" period={null} readOnly={readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="audited" pt="sm">
              <VoucherQueue status={3} mode="audit" period={workingPeriod(book)} readOnly={readOnly} />
            </Tabs.Panel>
          </Tabs>
        )}
      </BookGate>
    </Stack>
  );
}
