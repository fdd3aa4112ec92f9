import type { Db } from '@pm/db';
import { voucherTransition } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { actorOf, statusOf, voucherFacts } from './read-voucher-facts';
import { voucherLabel } from './create-voucher';
import * as repo from './vouchers.repo';
import { acctErrors, refusal } from './vouchers.errors';

/** 删除 a 待修改 voucher (the maker's); its number stays a gap until close renumbers or reports it. */
export async function deleteVoucher({ db }: { db: Db }, s: Session, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const v = await repo.lockVoucher(tx, s.companyId, id);
    if (!v) throw acctErrors.voucherNotFound();
    const moved = voucherTransition(statusOf(v.status), 'delete', actorOf(s), await voucherFacts(tx, v));
    if (!moved.ok) throw refusal(moved.code, moved.message);
    await repo.deleteVoucher(tx, v.id);
    await repo.insertEvent(tx, {
      companyId: s.companyId,
      voucherId: v.id,
      action: 'delete',
      fromStatus: 1,
      toStatus: null,
      reason: null,
      actorId: s.userId,
    });
    await logOperation(tx, s, {
      recordKey: 'accounting-voucher',
      recordId: v.id,
      action: 'delete',
      detail: { period: v.period, label: voucherLabel(v.word, v.number) },
    });
  });
  return null;
}
