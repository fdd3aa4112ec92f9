import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { companyNotFound } from './dashboards.errors';

/**
 * 决策看板 (issue 16) shows figures of the chosen company and the companies below it: the caller's by default; another
 * branch of the tree is not found.
 */
export async function dashboardScope(db: Db, s: Session, companyId: number | undefined): Promise<number[]> {
  const mine = await visibleCompanyIds(db, s.companyId);
  if (companyId === undefined || companyId === s.companyId) return mine;
  if (!mine.includes(companyId)) throw companyNotFound();
  return visibleCompanyIds(db, companyId);
}
