import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { commonNotFound } from './common-not-found';
import type { CompanyLookups } from './company-lookups';
import { findDepartment, findDepartments, findStaff } from './organisation.repo';

/** /api/common departments and staff look-ups (oa, depts, dept-auth, emp-of-dept, emps, emp-authed). */
export class StaffLookups {
  constructor(
    private readonly db: Db,
    private readonly companies: Pick<CompanyLookups, 'company'>,
  ) {}

  async depts(s: Session, companyId: number) {
    await this.companies.company(s, companyId);
    return findDepartments(this.db, companyId);
  }

  async oa(s: Session) {
    const [depts, emps] = await Promise.all([this.depts(s, s.companyId), findStaff(this.db, s.companyId, undefined)]);
    return { depts, emps };
  }

  async empOfDept(s: Session, deptId: number) {
    if (!(await findDepartment(this.db, s.companyId, deptId))) throw commonNotFound('部门');
    return findStaff(this.db, s.companyId, { deptId });
  }

  async empsOf(s: Session, companyId: number | undefined, q: string | undefined) {
    const target = companyId ?? s.companyId;
    await this.companies.company(s, target);
    return findStaff(this.db, target, q ? { search: q } : undefined);
  }

  async empAuthed(s: Session, menuId: number) {
    return findStaff(this.db, s.companyId, { grantedMenuId: menuId });
  }

  async deptAuth(s: Session, companyId: number | undefined) {
    const depts = await this.depts(s, companyId ?? s.companyId);
    return depts.map((d) => ({ id: d.id, name: d.name }));
  }
}
