import type { PayPlatformFeeInput, PlatformFeeBill } from '@pm/contracts';
import { exceedsOutstanding } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { administersPlatform, toBill } from './list-platform-fee-bills';
import { billAlreadyPaid, billNotFound, overpaid, platformCannotPay } from './platform-fees.errors';
import * as repo from './platform-fees.repo';

/**
 * A tenant company records a payment of one of its platform bills: one transaction that locks the
 * bill, checks what is outstanding and appends the payment (the database refuses an overpayment too,
 * so two payments at once can never both take the last of a bill).
 */
export async function payPlatformFee({ db, now = () => new Date() }: { db: Db; now?: () => Date }, session: Session, input: PayPlatformFeeInput): Promise<PlatformFeeBill> {
  if (await administersPlatform(db, session)) throw platformCannotPay();
  const row = await db.transaction(async (tx) => {
    if (!(await repo.lockBill(tx, input.billId, session.companyId))) throw billNotFound();
    const before = await repo.billWithPaid(tx, input.billId, session.companyId);
    if (!before) throw billNotFound();
    const bill = toBill(before, '');
    if (bill.status === 'paid') throw billAlreadyPaid();
    if (exceedsOutstanding(bill.outstanding, input.amount)) throw overpaid();
    await repo.insertPayment(tx, {
      billId: input.billId,
      companyId: session.companyId,
      amount: input.amount,
      method: input.method,
      reference: input.reference,
      paidBy: session.userId,
    });
    return repo.billWithPaid(tx, input.billId, session.companyId);
  });
  if (!row) throw billNotFound();
  return toBill(row, now().toISOString().slice(0, 10));
}
