// Who may act on backups. A backup holds every company of the database, so making or downloading
// one is for the platform's maintenance role (root) or an administrator whose company tree covers
// every company; a restore rewinds every company at once, so it is root's alone (docs/decisions.md).
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { countCompanies } from './backup.repo';
import { backupNotWholeScope } from './backup.errors';

export async function mayBackup(db: Db, session: Session): Promise<boolean> {
  if (session.role === 'root') return true;
  if (session.role !== 'sa' && session.role !== 'super') return false;
  const [visible, all] = await Promise.all([visibleCompanyIds(db, session.companyId), countCompanies(db)]);
  return visible.length >= all;
}

export const mayRestore = (session: Session): boolean => session.role === 'root';

export async function assertMayBackup(db: Db, session: Session): Promise<void> {
  if (!(await mayBackup(db, session))) throw backupNotWholeScope();
}
