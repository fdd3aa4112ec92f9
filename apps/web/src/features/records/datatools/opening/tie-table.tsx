import { ScrollArea, Table, Text } from '@mantine/core';
import type { OpeningTieRow } from '@pm/contracts';
import { useOpeningTranslation } from './opening-ns';
import { AmountCell, amountText } from '../../../../shared/amount';
import { isZeroAmount } from './opening-logic';

/** 账务核对: per subject, what the ledger holds of the import beside what the opening voucher books; the total difference must be 0.00. */
export function TieTable({ rows, difference }: { rows: readonly OpeningTieRow[]; difference: string }) {
  const { t } = useOpeningTranslation();
  const tied = isZeroAmount(difference);
  return (
    <ScrollArea>
      <Table striped withTableBorder verticalSpacing={4} data-testid="opening-tie">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('opening.tie.label')}</Table.Th>
            <Table.Th>{t('opening.tie.subject')}</Table.Th>
            <Table.Th>{t('opening.tie.side')}</Table.Th>
            <Table.Th ta="right">{t('opening.tie.ledger')}</Table.Th>
            <Table.Th ta="right">{t('opening.tie.voucher')}</Table.Th>
            <Table.Th ta="right">{t('opening.tie.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.slot} data-testid="opening-tie-row" data-slot={r.slot}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{r.subjectName ? `${r.subjectCode} ${r.subjectName}` : r.subjectCode}</Table.Td>
              <Table.Td>{t(`opening.tie.${r.side}`)}</Table.Td>
              <AmountCell value={r.ledger} />
              <AmountCell value={r.voucher} />
              <Table.Td
                ta="right"
                c={isZeroAmount(r.difference) ? undefined : 'red'}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {amountText(r.difference)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5}>{t('opening.tie.total')}</Table.Th>
            <Table.Td ta="right">
              <Text
                fw={700}
                c={tied ? 'green' : 'red'}
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-testid="opening-tie-difference"
                data-tied={tied}
              >
                {amountText(difference)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
