import type { DbOrTx } from '@pm/db';
import { forbidden } from '../../errors/app-error';
import type { Session } from '../../http/session';
import * as repo from './call-center.repo';

/** The caller's call-centre tenant id; a company without a call centre is refused (403). */
export async function callCenterTenant(db: DbOrTx, session: Session): Promise<string> {
  const company = await repo.findCompany(db, session.companyId);
  if (!company?.hasCallCenter || !company.callCenterTenant) {
    throw forbidden('当前公司未开通呼叫中心', 'call_center.not_enabled');
  }
  return company.callCenterTenant;
}
