import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// A house's latest settlements (/api/common/top-settle): payments with their receipt and tenders.

export type HousePaymentRow = {
  id: string | number;
  settle_no: string;
  business_date: string;
  total: string;
  settle_type: string;
  voided: boolean;
  tenders: { method: string; amount: string }[];
};

/** The house's latest `limit` payments, newest first; voided when reversed or its receipt is void. */
export async function latestHousePayments(db: DbOrTx, companyId: number, houseId: number, limit = 10) {
  return db.execute<HousePaymentRow>(sql`
    select p.id, coalesce(r.number, '') as settle_no, p.business_date::text as business_date, p.total::text as total, p.settle_type,
      (exists (select 1 from receipt_voids v where v.receipt_id = r.id) or exists (select 1 from payments x where x.reversal_of = p.id)) as voided,
      coalesce((select json_agg(json_build_object('method', t.method, 'amount', t.amount::text) order by t.seq) from payment_tenders t where t.payment_id = p.id), '[]'::json) as tenders
    from payments p left join receipts r on r.payment_id = p.id
    where p.company_id = ${companyId} and p.house_id = ${houseId}
    order by p.created_at desc, p.id desc
    limit ${limit}`);
}
