import type { ContactQuery, ContactRow, ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { exportWorkbook, type WorkbookExport } from '../records/index';
import type { CompanyLookups } from './company-lookups';
import { findContacts } from './contacts.repo';

const HEADER = ['公司', '部门', '岗位', '姓名', '登录账号', '手机号', '电子邮箱'];

/** 公司通讯录: the caller's company or one below it (another company answers 404 公司不存在). */
export class Contacts {
  constructor(
    private readonly db: Db,
    private readonly companies: Pick<CompanyLookups, 'company'>,
  ) {}

  async list(s: Session, q: ContactQuery): Promise<ContactRow[]> {
    const companyId = q.companyId ?? s.companyId;
    await this.companies.company(s, companyId);
    return findContacts(this.db, companyId, q);
  }

  async export(s: Session, q: ContactQuery, purpose: ExportPurpose): Promise<WorkbookExport> {
    const rows = await this.list(s, q);
    const filters = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    async function* batches() {
      yield rows.map((r) => [r.companyName, r.deptName, r.jobName, r.name, r.username, r.mobile, r.email]);
    }
    return exportWorkbook(this.db, s, { recordKey: 'contacts', purpose, filters, title: '公司通讯录', header: HEADER, rows: batches() });
  }
}
