import type { PlatformFeeBill, PlatformFeeBillList, PlatformFeeBillQuery, PlatformFeePayment } from '@pm/contracts';
import { platformFeeOutstanding, sumAmounts } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { billNotFound, companyNotFound } from './platform-fees.errors';
import * as repo from './platform-fees.repo';

type BillRow = NonNullable<Awaited<ReturnType<typeof repo.billWithPaid>>>;

/** The platform's administrators (sa/super of the root company) see every tenant's bills. */
export async function administersPlatform(db: DbOrTx, session: Session): Promise<boolean> {
  return (session.role === 'sa' || session.role === 'super') && repo.isRootCompany(db, session.companyId);
}

export function toBill(row: BillRow, today: string): PlatformFeeBill {
  const outstanding = platformFeeOutstanding(row.amount, [row.paid]);
  const status = outstanding === '0.00' ? 'paid' : row.dueDate < today ? 'overdue' : 'open';
  return { ...row, paid: sumAmounts([row.paid]), outstanding, status };
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export async function listPlatformFeeBills({ db, now = () => new Date() }: { db: Db; now?: () => Date }, session: Session, q: PlatformFeeBillQuery): Promise<PlatformFeeBillList> {
  const platform = await administersPlatform(db, session);
  let companyId: number | undefined = session.companyId;
  if (platform) {
    if (q.companyId !== undefined && !(await repo.tenantCompany(db, q.companyId))) throw companyNotFound();
    companyId = q.companyId;
  } else if (q.companyId !== undefined && q.companyId !== session.companyId) throw companyNotFound();
  const today = todayOf(now());
  const all = (await repo.billsWithPaid(db, companyId, q.year)).map((r) => toBill(r, today));
  const bills = all.filter((b) => q.status === 'all' || (q.status === 'paid') === (b.status === 'paid'));
  return {
    platform,
    companies: platform ? await repo.tenantCompanies(db) : [],
    bills,
    totals: {
      amount: sumAmounts(bills.map((b) => b.amount)),
      paid: sumAmounts(bills.map((b) => b.paid)),
      outstanding: sumAmounts(bills.map((b) => b.outstanding)),
    },
  };
}

export async function listPlatformFeePayments({ db }: { db: Db }, session: Session, billId: number): Promise<PlatformFeePayment[]> {
  const scope = (await administersPlatform(db, session)) ? undefined : session.companyId;
  if (!(await repo.billWithPaid(db, billId, scope))) throw billNotFound();
  const rows = await repo.paymentsOf(db, billId);
  return rows.map((r) => ({ ...r, method: r.method as PlatformFeePayment['method'], paidAt: r.paidAt.toISOString() }));
}
