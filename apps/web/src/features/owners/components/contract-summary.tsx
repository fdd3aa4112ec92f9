import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import type { useContract } from '../api/outsourcing';

type Detail = NonNullable<ReturnType<typeof useContract>['data']>;

/** The contract's terms and its vote as label/value rows (the detail and the printed summary). */
export function ContractSummary({ contract }: { contract: Detail }) {
  const { t } = useTranslation('owners');
  const vote = contract.voteTitle ? `${contract.voteTitle}（${contract.voteStatus === 'open' ? t('vote.open') : contract.votePassed ? t('vote.passed') : t('vote.failed')}）` : '—';
  const rows: [string, string, string][] = [
    [t('outsourcing.contractNo'), contract.contractNo, 'no'],
    [t('estate'), contract.estateName, 'estate'],
    [t('outsourcing.contractor'), contract.contractor, 'contractor'],
    [t('outsourcing.serviceKind'), contract.serviceKindName, 'kind'],
    [t('outsourcing.period'), `${contract.startsOn} ～ ${contract.endsOn}`, 'period'],
    [t('outsourcing.amount'), amountText(contract.amount), 'amount'],
    [t('outsourcing.paid'), amountText(contract.paid), 'paid'],
    [t('outsourcing.unpaid'), amountText(contract.unpaid), 'unpaid'],
    [t('outsourcing.paymentTerms'), contract.paymentTerms || '—', 'terms'],
    [t('outsourcing.status'), contract.statusName, 'status'],
    [t('outsourcing.vote'), vote, 'vote'],
    [t('outsourcing.rejectedVotes'), contract.rejectedVoteIds.length ? t('outsourcing.rejectedCount', { n: contract.rejectedVoteIds.length }) : '—', 'rejected'],
    [t('outsourcing.signedOn'), contract.signedOn ?? '—', 'signed'],
    [t('outsourcing.endedOn'), contract.endedOn ? `${contract.endedOn}${contract.endReason ? `（${contract.endReason}）` : ''}` : '—', 'ended'],
  ];
  return (
    <Table withTableBorder data-testid="contract-summary">
      <Table.Tbody>
        {rows.map(([label, value, key]) => (
          <Table.Tr key={key}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td data-testid={`contract-${key}`}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
