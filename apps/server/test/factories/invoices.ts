import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema, type Db } from '@pm/db';
import { sumAmounts } from '@pm/domain';
import type { TestApp } from '../harness';
import { buildChargingWorld, type ChargingWorld } from './charging';
import { releasedLines } from './settlement';

// 电子发票 fixtures: a charging world with the company as a seller registered at the fake platform, tax setup of
// 物业服务费 (6 %) and 停车费 (9 %), an owner per house, and payments at the counter.

/** A company buyer's 统一社会信用代码 with a right check character (the fake knows it as a valid buyer). */
export const COMPANY_TAX_ID = '91440300708461136T';
export const PROPERTY_CODE = '3040801010000000000';
export const PARKING_CODE = '3040502020200000000';

export interface InvoiceWorld extends ChargingWorld {
  sellerTaxId: string;
}

let ownerSeq = 0;

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A made-up 统一社会信用代码 with a right check character (GB 32100-2015), distinct per `n`. */
export function creditCode(n: number): string {
  const head = `9131011500${String(n % 10_000_000).padStart(7, '0')}`;
  const sum = [...head].reduce((s, ch, i) => s + CODE_CHARS.indexOf(ch) * (CODE_WEIGHTS[i] ?? 0), 0);
  return head + CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** A world whose company sells as `sellerTaxId` (registered at the fake), merged or per item, with owners on file. */
export async function buildInvoiceWorld(
  t: TestApp,
  sellerTaxId: string,
  options: { houses?: number; mergeMode?: 'merged' | 'per_item'; ownerType?: '1' | '2' } = {},
): Promise<InvoiceWorld> {
  const db = t.database.db;
  const w = await buildChargingWorld(db, Array.from({ length: options.houses ?? 2 }, () => ({})));
  const seller = await t.as(w.clerk).put('/api/invoices/tax-setup/seller', {
    sellerName: '上海安居物业管理有限公司',
    sellerTaxId,
    address: '上海市浦东新区张杨路1200号',
    clerk: '王会计',
    mergeMode: options.mergeMode ?? 'merged',
  });
  expect(seller.status, JSON.stringify(seller.body)).toBe(200);
  for (const [itemId, taxCode, rate] of [
    [w.items.property, PROPERTY_CODE, '0.06'],
    [w.items.parking, PARKING_CODE, '0.09'],
  ] as const) {
    const saved = await t.as(w.clerk).put(`/api/invoices/tax-setup/items/${itemId}`, { taxCode, rate, priceIncludesTax: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  for (const house of w.houses) await ownerOf(db, w.companyId, house.id, options.ownerType ?? '2');
  return { ...w, sellerTaxId };
}

/** The house's owner: a company (法人, type 2) with COMPANY_TAX_ID, or a person (type 1). */
export async function ownerOf(db: Db, companyId: number, houseId: number, type: '1' | '2') {
  const n = ++ownerSeq;
  const [owner] = await db
    .insert(schema.owners)
    .values({
      companyId,
      name: type === '2' ? `上海某某物流有限公司${n}` : `业主${n}`,
      type,
      idType: type === '2' ? '4' : '1',
      idNumber: type === '2' ? creditCode(process.pid * 1000 + n) : `P${companyId}-${n}`,
      mobile: `1390000${String(n).padStart(4, '0')}`,
    })
    .returning({ id: schema.owners.id });
  await db.insert(schema.houseOwnerEvents).values({ companyId, houseId, ownerId: owner!.id, event: '1', share: '100', eventDate: '2020-01-01' });
}

let periodSeq = 0;

/** Released lines of the house paid at the counter in one payment (cash); answers the payment's id. */
export async function paidAtCounter(t: TestApp, w: ChargingWorld, houseId: number, lines: { itemId: number; amount: string }[]): Promise<number> {
  const month = (periodSeq++ % 12) + 1;
  await releasedLines(
    t.database.db,
    w,
    houseId,
    lines.map((l) => ({ period: `2026-${String(month).padStart(2, '0')}`, net: l.amount, due: '2026-12-31', itemId: l.itemId })),
  );
  const total = sumAmounts(lines.map((l) => l.amount));
  const paid = await t.as(w.clerk).post<{ id: number }>('/api/settle/pay', { houseId, settleType: '1', total, tenders: [{ method: '1', amount: total }], overpayTo: 'payer' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.data.id;
}

export interface RequestView {
  id: number;
  direction: 'blue' | 'red';
  blueRequestId: number | null;
  state: string;
  stateText: string;
  failReason: string;
  requestNo: string;
  net: string;
  tax: string;
  gross: string;
  invoiceNumber: string | null;
  lines: { id: number; seq: number; allocationId: number; name: string; rate: string; gross: string; net: string; tax: string; blueLineId: number | null }[];
  invoice: { number: string; direction: string; pdfUrl: string; ofdUrl: string; xmlUrl: string; net: string; tax: string; gross: string; blueInvoiceId: number | null } | null;
  redLetter: { state: string; billNo: string; reason: string; partial: boolean } | null;
}

/** The request once it leaves pending / issuing (or times out). */
export async function settled(t: TestApp, who: Parameters<TestApp['as']>[0], id: number, timeoutMs = 20_000): Promise<RequestView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.as(who).get<RequestView>(`/api/invoices/requests/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body.data;
    if (view.state !== 'pending' && view.state !== 'issuing') return view;
    if (Date.now() > deadline) throw new Error(`request ${id} still ${view.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Σ invoiced per allocation of a payment against what it paid (what the database guard keeps). */
export async function invoicedOf(db: Db, paymentId: number) {
  const rows = await db.execute<{ allocation_id: number; paid: string; invoiced: string }>(sql`
    select a.id::int as allocation_id, (a.principal + a.late_fee)::text as paid, coalesce(t.invoiced, 0)::text as invoiced
    from payment_allocations a left join invoice_allocation_totals t on t.allocation_id = a.id
    where a.payment_id = ${paymentId} order by a.id`);
  return [...rows];
}
