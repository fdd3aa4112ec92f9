import type { z } from 'zod';
import type { DayRange } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday } from '@pm/domain';
import type { Session } from '../../http/session';
import { badRange } from './dashboards.errors';
import * as repo from './dashboards.repo';
import { dashboardScope } from './find-dashboard-scope';

/** How long open complaints and repairs have waited, in the contract's bands. */
export const SERVICE_AGES = ['d0_3', 'd4_7', 'd8_30', 'd30_plus'];

/** 服务看板: complaints and repairs by status, and the open ones by age. */
export async function readServiceDashboard({ db }: { db: Db }, s: Session, q: z.output<typeof DayRange>) {
  if (q.from > q.to) throw badRange('开始日期不能晚于结束日期');
  const scope = await dashboardScope(db, s, q.companyId);
  const today = chinaToday();
  const [complaints, repairs] = await Promise.all([
    repo.serviceCounts(db, repo.COMPLAINTS, scope, q.from, q.to, today),
    repo.serviceCounts(db, repo.REPAIRS, scope, q.from, q.to, today),
  ]);
  const shape = (rows: { status: string | null; age: string | null; count: number }[]) => {
    const byStatus = rows.filter((r) => r.status !== null).map((r) => ({ status: r.status!, count: Number(r.count) }));
    return {
      byStatus,
      openByAge: SERVICE_AGES.map((age) => ({ age: age as 'd0_3', count: Number(rows.find((r) => r.age === age)?.count ?? 0) })),
      total: byStatus.reduce((n, r) => n + r.count, 0),
    };
  };
  return { asOf: today, complaints: shape(complaints), repairs: shape(repairs) };
}
