// 公文跟催 (issue 14, wf-admin): documents waiting on someone, with how long and whether past their node's limit.
import type { OverduePage, OverdueQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { briefs } from '../docs/build-doc-views';
import { overduePage } from './office.repo';
import { userNames } from '../people.repo';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function overdue({ db }: { db: Db }, session: Session, q: OverdueQuery): Promise<OverduePage> {
  const page = await overduePage(db, session.companyId, q.kind, q.overdueOnly, q.page, q.size);
  const docBriefs = await briefs(db, session.companyId, page.rows.map((r) => r.doc));
  const names = await userNames(db, page.rows.flatMap((r) => r.holders ?? []));
  const now = Date.now();
  return {
    total: page.total,
    overdue: page.overdue,
    rows: page.rows.map((r, i) => {
      const since = iso(r.since);
      return {
        ...docBriefs[i]!,
        holders: (r.holders ?? []).map((u) => names.get(Number(u)) ?? ''),
        waitingSince: since,
        timeLimitHours: r.limit === null ? null : Number(r.limit),
        waitedHours: since === null ? 0 : Math.floor((now - Date.parse(since)) / 3_600_000),
        overdue: Boolean(r.overdue),
        lastRemindedAt: iso(r.reminded),
      };
    }),
  };
}
