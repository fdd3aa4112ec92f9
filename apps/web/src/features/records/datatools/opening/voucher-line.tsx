import { Group, Text } from '@mantine/core';
import type { OpeningImport } from '@pm/contracts';
import { useOpeningTranslation } from './opening-ns';

type VoucherRef = NonNullable<OpeningImport['voucher']>;

/** 期初凭证 记-0001（2026-11 期，待审核）. */
export function VoucherLine({ label, voucher, testId }: { label: string; voucher: VoucherRef; testId: string }) {
  const { t } = useOpeningTranslation();
  const status = t(`opening.voucherStatus.${voucher.status}`, { defaultValue: String(voucher.status) });
  return (
    <Group gap={6}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} data-number={voucher.displayNumber}>
        {t('opening.voucherLine', { number: voucher.displayNumber, period: voucher.period, status })}
      </Text>
    </Group>
  );
}
