import { Group, Stack, Text } from '@mantine/core';
import type { PayLink } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { amountText } from '../../format';

/** The fees a link pays, one row each (item, period, amount with its late fee): narrow-screen rows, not a table. */
export function PayLinkLines({ link }: { link: z.output<typeof PayLink> }) {
  const { t } = useTranslation('settlement-online');
  return (
    <Stack gap={6} data-testid="pay-link-lines">
      <Text size="sm" fw={600}>
        {t('owner.lines', { count: link.lines.length })}
      </Text>
      {link.lines.map((l, i) => (
        <Group key={i} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {l.itemName}
            <Text span size="xs" c="dimmed" ml={6}>
              {l.period}
            </Text>
          </Text>
          <Text size="sm" ff="monospace">
            {amountText(l.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
