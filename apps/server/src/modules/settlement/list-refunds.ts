import type { z } from 'zod';
import type { RefundQuery, SettleType } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, settleTypeInfo, tendersText } from '@pm/domain';
import type { Session } from '../../http/session';
import { refundPage } from './refunds-list.repo';

/** 退费明细 (/api/settle/tf-detail): money paid back or over, and 冲红 with the receipt it reversed. */
export async function listRefunds({ db }: { db: Db }, s: Session, q: z.output<typeof RefundQuery>) {
  const { page, size, ...filter } = q;
  const found = await refundPage(db, s.companyId, filter, page, size);
  return {
    total: found.total,
    page,
    size,
    sumAmount: dec(found.sumAmount).toFixed(2),
    rows: found.rows.map((r) => ({
      id: Number(r.id),
      receiptNo: r.receipt_no,
      houseId: r.house_id === null ? null : Number(r.house_id),
      houseName: r.house_name,
      settleType: r.settle_type as z.output<typeof SettleType>,
      settleTypeName: settleTypeInfo(r.settle_type)?.name ?? r.settle_type,
      amount: dec(r.amount).toFixed(2),
      methods: tendersText(r.tenders),
      reason: r.reason,
      reversedReceiptNo: r.reversed_receipt_no,
      cashierName: r.cashier_name,
      createdAt: r.created_at,
    })),
  };
}
