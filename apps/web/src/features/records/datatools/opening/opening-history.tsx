import { Table } from '@mantine/core';
import type { OpeningList } from '@pm/contracts';
import { sumAmounts } from '@pm/domain';
import type { z } from 'zod';
import { useOpeningTranslation } from './opening-ns';
import { AmountCell } from '../../../../shared/amount';
import { chinaDateTime } from '../../../../shared/china-date';
import { OpeningStateBadge } from './state-badge';
import { RowsTable, right } from '../../../../shared/list-table';

type Row = z.infer<typeof OpeningList>['rows'][number];

interface Props {
  rows: readonly Row[];
  loading: boolean;
  error?: string | undefined;
  selected: number | null;
  onOpen: (id: number) => void;
}

/** The company's opening imports, newest first (the server's order); a click shows that import. */
export function OpeningHistory({ rows, loading, error, selected, onOpen }: Props) {
  const { t } = useOpeningTranslation();
  return (
    <RowsTable striped highlightOnHover withTableBorder verticalSpacing={4} data-testid="opening-history" columns={[t('opening.history.file'), t('opening.history.source'), t('opening.history.state'), right(t('opening.history.arrears')), right(t('opening.history.prepay')), right(t('opening.history.deposits')), t('opening.history.createdAt'), t('opening.history.createdBy')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('opening.historyEmpty') }}>
      {rows.map((r) => (
        <Table.Tr
          key={r.id}
          onClick={() => onOpen(r.id)}
          style={{ cursor: 'pointer' }}
          bg={r.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
          data-testid="opening-row"
          data-opening-id={r.id}
          data-selected={r.id === selected ? 'true' : undefined}
        >
          <Table.Td>{r.fileName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`opening.sources.${r.source}`)}</Table.Td>
          <Table.Td>
            <OpeningStateBadge state={r.state} />
          </Table.Td>
          <AmountCell value={r.arrears} />
          {/* 预存 is 预交款 and 存零 together, added exactly */}
          <AmountCell value={sumAmounts([r.prepay, r.change])} />
          <AmountCell value={r.deposits} />
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.createdAt)}</Table.Td>
          <Table.Td>{r.createdByName ?? ''}</Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
