import type { z } from 'zod';
import type { MonthRange } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { badRange } from './dashboards.errors';
import * as repo from './dashboards.repo';
import { dashboardScope } from './find-dashboard-scope';

/** 客户看板: owners and residents by kind, the complaint trend and satisfaction. */
export async function readCustomerDashboard({ db }: { db: Db }, s: Session, q: z.output<typeof MonthRange>) {
  if (q.from > q.to) throw badRange('开始期间不能晚于结束期间');
  const found = await repo.customerCounts(db, await dashboardScope(db, s, q.companyId), q.from, q.to);
  const num = <T extends { count: number }>(rows: T[]) => rows.map((r) => ({ ...r, count: Number(r.count) }));
  const ownerTypes = num(found.owners);
  const residentRelations = num(found.residents);
  return {
    owners: ownerTypes.reduce((n, r) => n + r.count, 0),
    residents: residentRelations.reduce((n, r) => n + r.count, 0),
    ownerTypes,
    residentRelations,
    complaintTrend: num(found.trend),
    satisfaction: num(found.satisfaction),
  };
}
