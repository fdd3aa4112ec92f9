import { Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OpeningImport } from '@pm/contracts';
import { useOpeningTranslation } from './opening-ns';
import { AmountCell, amountText } from '../../../../shared/amount';
import { RowsTable, right } from '../../../../shared/list-table';

/** One figure of the preview: its label over the amount as the server wrote it. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {amountText(value)}
      </Text>
    </Paper>
  );
}

/** 预览 (导入内容 once committed): rows per sheet, the four amounts, and the totals per 楼盘 / 类别 / 项目. */
export function OpeningPreview({ row }: { row: OpeningImport }) {
  const { t } = useOpeningTranslation();
  return (
    <Stack gap="xs" data-testid="opening-preview">
      <Group gap="xs">
        <Text fw={500}>{t(row.state === 'checked' ? 'opening.previewTitle' : 'opening.contentTitle')}</Text>
        <Text size="sm" data-testid="opening-counts">
          {t('opening.counts', { arrears: row.arrearsRows, accounts: row.accountRows, deposits: row.depositRows })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
        <Figure label={t('opening.amounts.arrears')} value={row.arrears} testId="opening-arrears" />
        <Figure label={t('opening.amounts.prepay')} value={row.prepay} testId="opening-prepay" />
        <Figure label={t('opening.amounts.change')} value={row.change} testId="opening-change" />
        <Figure label={t('opening.amounts.deposits')} value={row.deposits} testId="opening-deposits" />
      </SimpleGrid>
      <ScrollArea.Autosize mah={320} type="auto">
        <RowsTable striped withTableBorder verticalSpacing={4} data-testid="opening-totals" scroll={false} columns={[t('opening.totals.estate'), t('opening.totals.kind'), t('opening.totals.item'), right(t('opening.totals.rows')), right(t('opening.totals.houses')), right(t('opening.totals.amount'))]} state={{ loading: false, empty: row.totals.length === 0, emptyText: t('opening.totals.empty') }}>
          {row.totals.map((r) => (
            <Table.Tr key={`${r.estateId}-${r.kind}-${r.itemId ?? ''}`} data-testid="opening-total-row">
              <Table.Td>{r.estateName}</Table.Td>
              <Table.Td>{t(`opening.kinds.${r.kind}`)}</Table.Td>
              <Table.Td>{r.itemName ?? ''}</Table.Td>
              <Table.Td ta="right">{r.rows}</Table.Td>
              <Table.Td ta="right">{r.houses}</Table.Td>
              <AmountCell value={r.amount} />
            </Table.Tr>
          ))}
        </RowsTable>
      </ScrollArea.Autosize>
    </Stack>
  );
}
