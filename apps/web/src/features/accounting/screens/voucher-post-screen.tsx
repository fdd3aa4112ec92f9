import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { BookGate } from '../components/book-gate';
import { workingPeriod } from '../components/voucher-form-state';
import { VoucherQueue } from '../components/voucher-queue';

/** 凭证登账: 待登账 vouchers posted one by one or in batch; 已登账 ones, where 冲销 makes a red reversal. */
export default function VoucherPostScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  return (
    <Stack gap="sm" p="sm" data-testid="voucher-post-screen">
      <Title order={4}>{title || t('vouchers.menu.post')}</Title>
      <BookGate>
        {(book) => (
          <Tabs defaultValue="audited" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="audited">{t('vouchers.status.3')}</Tabs.Tab>
              <Tabs.Tab value="posted">{t('vouchers.status.4')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="audited" pt="sm">
              <VoucherQueue status={3} mode="post" batch="post" period={null} readOnly={readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="posted" pt="sm">
              <VoucherQueue status={4} mode="post" period={workingPeriod(book)} readOnly={readOnly} />
            </Tabs.Panel>
          </Tabs>
        )}
      </BookGate>
    </Stack>
  );
}
