import type { z } from 'zod';
import type { SpecialQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { specialPage } from './special.repo';

/** 特服结算 (/api/settle/special): special-service lines still owed, settled, or both. */
export async function listSpecial({ db }: { db: Db }, s: Session, q: z.output<typeof SpecialQuery>) {
  const { page, size, ...filter } = q;
  const found = await specialPage(db, s.companyId, filter, page, size);
  return {
    total: found.total,
    page,
    size,
    sumOpen: dec(found.sumOpen).toFixed(2),
    rows: found.rows.map((r) => ({
      lineId: Number(r.line_id),
      houseId: Number(r.house_id),
      houseName: r.house_name,
      itemName: r.item_name,
      dispatchId: r.dispatch_id === null ? null : Number(r.dispatch_id),
      period: r.period,
      dueDate: r.due_date,
      net: dec(r.net).toFixed(2),
      open: dec(r.open).toFixed(2),
      receiptNo: r.receipt_no,
      paidAt: r.paid_at,
    })),
  };
}
