import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { isVisibleCompany } from '../../company-scope';
import { acctErrors } from '../vouchers/vouchers.errors';

/** The company a read names (spec companyId): the caller's or one below it; another answers 404. */
export async function pickCompany(db: Db, s: Session, companyId: number | undefined): Promise<number> {
  if (companyId === undefined || companyId === s.companyId) return s.companyId;
  if (!(await isVisibleCompany(db, s.companyId, companyId))) throw acctErrors.companyNotFound();
  return companyId;
}
