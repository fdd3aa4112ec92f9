import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import * as repo from './dashboards.repo';

/** The companies a dashboard may be chosen for: the caller's and those below it. */
export async function listDashboardCompanies({ db }: { db: Db }, s: Session) {
  const rows = await repo.companiesIn(db, await visibleCompanyIds(db, s.companyId));
  return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parentId ?? null }));
}
