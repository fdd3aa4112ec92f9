import type { Db } from '@pm/db';
import { forbidden } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { isTopCompany } from './pictures.repo';

/** sa and super only (the contract says so too; this keeps a use case safe when called directly). */
export function requireAdmin(session: Session): void {
  if (session.role !== 'sa' && session.role !== 'super') throw forbidden();
}

/**
 * The public site, its pictures and the upload rules are the platform's, not one tenant's: only the
 * administrators of a top company (the platform operator, GROUP in the demo) change them.
 */
export async function requirePlatformAdmin(db: Db, session: Session): Promise<void> {
  requireAdmin(session);
  if (!(await isTopCompany(db, session.companyId)))
    throw forbidden('只有平台（集团）管理员可以修改官网与上传设置', 'sysadmin.platform_only');
}
