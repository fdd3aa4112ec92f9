import { Text, TextInput } from '@mantine/core';
import { ledgerEndpoints } from '@pm/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList, type Paging } from '../../../shared/use-paged-list';
import { detailLedgerQuery, usePeriodRange } from '../api/ledger-queries';
import { defaultPeriod } from '../components/ledger-defaults';
import { LedgerDetailTable } from '../components/ledger-detail-table';
import { LedgerScreen } from '../components/ledger-screen';

const SIZE = 50;

interface Filters {
  span: [string | null, string | null];
  code: string;
}
const FIRST: Filters = { span: [null, null], code: '1002' };
const withPage = <T extends object>(filters: T | null, paging: Paging) => (filters ? { ...filters, ...paging } : null);
const asFilters = ({ span: [from, to], code }: Filters) => (from && to && /^\d+$/.test(code) ? { from, to, subjectCode: code } : null);

/** 明细账: one subject (and the leaves under it) over a period range, paged; Excel and print of the page. */
export default function LedgerDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const range = usePeriodRange();
  const detail = usePagedList({ initial: FIRST, size: SIZE, query: (f, paging) => detailLedgerQuery(withPage(asFilters(f), paging)) });
  const { span, code } = detail.filters;
  const { setFilter } = detail;
  useEffect(() => {
    const p = defaultPeriod(range.data);
    if (p && span[0] === null) setFilter('span', [p, p]);
  }, [range.data, span, setFilter]);
  const filters = asFilters(detail.filters);
  const heading = title || t('ledger.detailTitle');
  const d = detail.query.data;
  const page = detail.page;
  const pages = d ? Math.max(1, Math.ceil(d.total / SIZE)) : 1;
  return (
    <LedgerScreen
      testId="ledger-detail-screen"
      heading={heading}
      period={{ periods: range.data?.periods ?? [], span, setSpan: (next) => detail.setFilter('span', next) }}
      controls={<TextInput label={t('ledger.subjectCode')} value={code} onChange={(e) => detail.setFilter('code', e.currentTarget.value.trim())} w={140} data-testid="detail-subject" />}
      exportEndpoint={ledgerEndpoints.exportDetail}
      filters={filters}
      meta={<><span>{d ? `${d.code} ${d.name}` : ''}</span><span>{t('ledger.span', { from: span[0], to: span[1] })}</span></>}
      before={
        <>
          {d && <Text size="sm" fw={600}>{`${d.code} ${d.name}`}</Text>}
          {detail.query.isError && <Text size="sm" c="red">{detail.query.error.message}</Text>}
        </>
      }
      table={<LedgerDetailTable page={d} showTotals={page === pages} />}
      after={<ListPages list={detail} />}
    />
  );
}
