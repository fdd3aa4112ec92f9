import type { Db } from '@pm/db';
import { visibleCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import { commonNotFound } from './common-not-found';
import { findChildCompanies, findCompanies, findCompany, findJobs } from './organisation.repo';

type CompanyRow = Awaited<ReturnType<typeof findCompanies>>[number];

/** A company as the tree look-ups answer it (units, companyV2 children). */
const companyNode = (c: CompanyRow) => ({
  id: c.id,
  parentId: c.parentId,
  name: c.name,
  nick: c.nick,
  level: c.level,
  type: c.type,
});

/** /api/common company look-ups (company, companyV2, companyLevel, units, hasBizMgCompany, jobs): the caller's company or those below it. */
export class CompanyLookups {
  constructor(private readonly db: Db) {}

  /** A company the caller may see (own or below), else 404. */
  async company(s: Session, id: number) {
    if (!(await visibleCompanyIds(this.db, s.companyId)).includes(id)) throw commonNotFound('公司');
    const row = await findCompany(this.db, id);
    if (!row) throw commonNotFound('公司');
    return {
      id: row.id,
      parentId: row.parentId,
      code: row.code,
      name: row.name,
      nick: row.nick,
      level: row.level,
      type: row.type,
      phone: row.phone,
      address: row.address,
      logo: row.logo,
    };
  }

  async companyV2(s: Session, id: number) {
    const company = await this.company(s, id);
    const children = await findChildCompanies(this.db, id);
    return {
      ...company,
      children: children.map(companyNode),
    };
  }

  async units(s: Session) {
    const rows = await findCompanies(this.db, await visibleCompanyIds(this.db, s.companyId));
    return rows.map(companyNode);
  }

  async hasBizMgCompany(s: Session) {
    return (await this.units(s)).some((c) => c.type === 'B' || c.type === 'AB');
  }

  async jobs(s: Session, companyId: number, withDuties: boolean) {
    await this.company(s, companyId);
    const rows = await findJobs(this.db, companyId);
    return rows.map((j) => (withDuties ? { id: j.id, name: j.name, duties: j.duties } : { id: j.id, name: j.name }));
  }
}
