import type { z } from 'zod';
import type { MonthRange } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AGEING_BUCKETS, chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { bucketSums } from '../arrears/index';
import { badRange } from './dashboards.errors';
import * as repo from './dashboards.repo';
import { dashboardScope } from './find-dashboard-scope';

const money = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);
/** received / receivable in percent (2 decimals, half up); null when nothing is receivable. */
export function collectionRate(receivable: string, received: string): string | null {
  const r = dec(receivable);
  return r.isZero() ? null : dec(received).times(100).div(r).toFixed(2);
}
const collectionOf = (row: { receivable: string; open: string }) => {
  const received = dec(row.receivable).minus(row.open).toFixed(2);
  return { receivable: money(row.receivable), received, open: money(row.open), rate: collectionRate(row.receivable, received) };
};

/** 结算看板: collection by month and estate, arrears by age and estate, receipts by day. */
export async function readSettlementDashboard({ db }: { db: Db }, s: Session, q: z.output<typeof MonthRange>) {
  if (q.from > q.to) throw badRange('开始期间不能晚于结束期间');
  const scope = await dashboardScope(db, s, q.companyId);
  const today = chinaToday();
  const [collection, byEstate, receipts, ...bucketRows] = await Promise.all([
    repo.collection(db, scope, q.from, q.to),
    repo.arrearsByEstate(db, scope, today),
    repo.receiptsByDay(db, scope, q.from, q.to),
    ...scope.map((id) => bucketSums(db, id, today, undefined)),
  ]);
  const total = collection.find((r) => !r.by_period && !r.by_estate);
  return {
    asOf: today,
    months: collection.filter((r) => r.by_period).map((r) => ({ period: r.period!, ...collectionOf(r) })),
    estates: collection.filter((r) => r.by_estate).map((r) => ({ estateId: Number(r.estate_id), estateName: r.estate_name ?? '', ...collectionOf(r) })),
    total: collectionOf(total ?? { receivable: '0', open: '0' }),
    ageing: AGEING_BUCKETS.map((b) => {
      const rows = bucketRows.flat().filter((r) => r.code === b.code);
      return {
        code: b.code,
        houses: rows.reduce((n, r) => n + Number(r.houses), 0),
        lines: rows.reduce((n, r) => n + Number(r.lines), 0),
        amount: rows.reduce((sum, r) => sum.plus(r.amount), dec('0')).toFixed(2),
      };
    }),
    arrearsByEstate: byEstate.map((r) => ({ estateId: Number(r.estate_id), estateName: r.estate_name, houses: Number(r.houses), amount: money(r.amount) })),
    receipts: receipts.map((r) => ({ day: r.day, method: r.method, amount: money(r.amount) })),
  };
}
