import type { PhoneBookPage } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { callCenterTenant } from './call-center-tenant';
import * as repo from './call-center.repo';

interface Entry {
  name: string;
  phone: string;
}

/** The company's shared phone book of the call centre. */
export class PhoneBook {
  constructor(private readonly db: Db) {}

  async page(session: Session, q: string, page: number, size: number): Promise<PhoneBookPage> {
    await callCenterTenant(this.db, session);
    const { total, rows } = await repo.pagePhoneBook(this.db, session.companyId, q, page, size);
    return { total, page, size, rows };
  }

  async add(session: Session, v: Entry) {
    await callCenterTenant(this.db, session);
    const row = await repo.insertPhoneBook(this.db, session.companyId, session.userId, v);
    if (!row) throw new Error('phone book entry not inserted');
    return row;
  }

  async change(session: Session, id: number, v: Entry) {
    await callCenterTenant(this.db, session);
    const row = await repo.updatePhoneBook(this.db, session.companyId, session.userId, id, v);
    if (!row) throw notFound();
    return row;
  }

  async remove(session: Session, id: number): Promise<null> {
    await callCenterTenant(this.db, session);
    if (!(await repo.deletePhoneBook(this.db, session.companyId, id))) throw notFound();
    return null;
  }
}
