import { sql } from 'drizzle-orm';
import { dec, invoiceTotals, taxFromGross, type LineTax } from '@pm/domain';
import type { DbOrTx } from '@pm/db';
import type { SeedContext } from './seed-context';

// 电子发票 demo (issue 33) of 上海公司 and 杭州公司: each as seller with the credit code the bundled fake platform
// (apps/einvoice-vendor DEFAULT_SELLERS) has registered, the tax setup of its charge items (codes of
// ../shared/notes/invoices.md §1, rates of §2), and — so 发票管理 shows real figures at first start — a few invoice
// requests of recent receipts in each state. The seed cannot issue through the platform (it is not running when the
// seed runs), so the rows are written as the server writes them after the platform answered; they are DEMO DATA:
// their invoices were never issued by any platform and carry no file addresses (下载 answers 该发票尚无此格式的文件).

/** The sellers as the fake platform registered them (apps/einvoice-vendor/src/options.ts DEFAULT_SELLERS). */
const SELLERS = {
  SH: { taxId: '91310115MA1K4PM3XC', name: '上海安居物业管理有限公司', address: '上海市浦东新区张杨路1200号', tel: '021-50002000', bank: '招商银行上海张杨支行 121900000010001', province: '31', mergeMode: 'merged' },
  HZ: { taxId: '91330106MA2CFH7E53', name: '杭州安居物业服务有限公司', address: '杭州市西湖区文三路300号', tel: '0571-86001000', bank: '杭州银行文三支行 330100000020002', province: '33', mergeMode: 'per_item' },
} as const;

/**
 * Charge item code → 税收分类编码, rate, 优惠政策, 开票项目名称 (notes §1, §2: a general taxpayer). 水费: 上海 resells water
 * at 9 %, 杭州 elects the 3 % simplified rate on the full amount (2026年第10号). 特约服务 and 公摊水电 are left without
 * setup (their receipts are refused with the item's name — what a company sees before it finishes the setup);
 * 代收燃气费 is 代收代付 and deposits / 预收款 are not invoiced.
 */
const TAX_ITEMS: Record<string, { code: string; rate: { SH: string; HZ: string }; policy?: { SH?: string; HZ?: string }; goods?: string }> = {
  WY01: { code: '3040801010000000000', rate: { SH: '0.06', HZ: '0.06' }, goods: '物业管理服务' },
  SF01: { code: '1100301010000000000', rate: { SH: '0.09', HZ: '0.03' }, policy: { HZ: '01' }, goods: '自来水' },
  DF01: { code: '1100101020000000000', rate: { SH: '0.13', HZ: '0.13' }, goods: '电' },
  TC01: { code: '3040502020200000000', rate: { SH: '0.09', HZ: '0.09' }, goods: '车辆停放服务' },
  LJ01: { code: '3040801010000000000', rate: { SH: '0.06', HZ: '0.06' }, goods: '物业管理服务（垃圾清运）' },
};

type Alloc = { allocation_id: number; item_id: number; item_code: string; item_name: string; paid: string };
type Pay = { payment_id: number; estate_id: number; house_id: number; receipt_id: number; business_date: string; owner: string | null };

/** What each demo request becomes: issued, issued then reversed by a whole red (开票有误), being issued, failed, waiting. */
const PLAN = ['issued', 'issued', 'reversed', 'issuing', 'failed', 'pending'] as const;

export async function seedInvoices(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx.db, code, await ctx.company(code));
}

async function seedCompany(db: DbOrTx, code: 'SH' | 'HZ', companyId: number): Promise<void> {
  const seller = SELLERS[code];
  await db.execute(sql`
    insert into invoice_settings (company_id, seller_name, seller_tax_id, address, tel, bank_account, clerk, merge_mode)
    values (${companyId}, ${seller.name}, ${seller.taxId}, ${seller.address}, ${seller.tel}, ${seller.bank}, '财务部', ${seller.mergeMode})`);
  const items = await db.execute<{ id: number; code: string }>(sql`select id, code from charge_items where company_id = ${companyId} and deleted_at is null`);
  const taxed = new Map<number, { code: string; rate: string; policy: string | null; goods: string | null }>();
  for (const item of items) {
    const setup = TAX_ITEMS[item.code];
    if (!setup) continue;
    const row = { code: setup.code, rate: setup.rate[code], policy: setup.policy?.[code] ?? null, goods: setup.goods ?? null };
    taxed.set(Number(item.id), row);
    await db.execute(sql`
      insert into invoice_tax_items (company_id, item_id, tax_code, rate, price_includes_tax, policy_flag, goods_name)
      values (${companyId}, ${item.id}, ${row.code}, ${row.rate}, true, ${row.policy}, ${row.goods})`);
  }

  // The latest counter receipts (收费) of houses with a current owner, whose every line is of an item with tax setup.
  const payments = await db.execute<Pay>(sql`
    select p.id as payment_id, p.estate_id, p.house_id, r.id as receipt_id, p.business_date::text as business_date,
      (select o.name from (select distinct on (e.owner_id) e.owner_id, e.event, e.share, e.id from house_owner_events e
          where e.company_id = p.company_id and e.house_id = p.house_id order by e.owner_id, e.id desc) last
        join owners o on o.id = last.owner_id and o.deleted_at is null
        where last.event in ('1', '2') order by last.share desc nulls last, last.id limit 1) as owner
    from payments p join receipts r on r.payment_id = p.id
    where p.company_id = ${companyId} and p.settle_type = '1' and p.reversal_of is null and p.house_id is not null
      and not exists (select 1 from payments x where x.reversal_of = p.id)
      and not exists (select 1 from payment_allocations a where a.payment_id = p.id
        and a.item_id not in (select item_id from invoice_tax_items t where t.company_id = ${companyId}))
      and exists (select 1 from payment_allocations a where a.payment_id = p.id and a.principal + a.late_fee > 0)
    order by p.business_date desc, p.id desc
    limit ${PLAN.length * 4}`);
  let sequence = 0;
  // The buyer is the house's current owner, as the server reads it: receipts of houses without one are passed over.
  for (const [i, pay] of [...payments].filter((p) => p.owner).slice(0, PLAN.length).entries()) {
    const plan = PLAN[i]!;
    const owner = pay.owner ?? '';
    const allocs = await db.execute<Alloc>(sql`
      select a.id as allocation_id, a.item_id, ci.code as item_code, ci.name as item_name, (a.principal + a.late_fee)::text as paid
      from payment_allocations a join charge_items ci on ci.id = a.item_id
      where a.payment_id = ${pay.payment_id} and a.principal + a.late_fee > 0 order by a.id`);
    const lines = [...allocs].map((a) => {
      const setup = taxed.get(Number(a.item_id))!;
      return { alloc: a, setup, tax: taxFromGross(a.paid, setup.rate) };
    });
    const totals = invoiceTotals(lines.map((l) => l.tax));
    const failed = plan === 'failed';
    // The failed one was asked for a company whose tax id is well formed (the server checks the check character) but
    // unknown to the bureau: the platform's words for status 22.
    const buyer = failed ? { type: 'company', name: `${owner}（单位）`, taxId: '91310000MA1FL0XX4M' } : { type: 'person', name: owner, taxId: '' };
    const blueId = await insertRequest(db, companyId, pay, 'blue', null, buyer, totals, requestNo(pay.business_date, companyId, ++sequence));
    const blueLineIds: number[] = [];
    for (const [seq, l] of lines.entries()) {
      const [row] = await db.execute<{ id: number }>(sql`
        insert into invoice_lines (company_id, request_id, seq, allocation_id, item_id, name, tax_code, rate, policy_flag, covered, gross, net, tax)
        values (${companyId}, ${blueId}, ${seq + 1}, ${l.alloc.allocation_id}, ${l.alloc.item_id}, ${l.setup.goods ?? l.alloc.item_name}, ${l.setup.code}, ${l.setup.rate}, ${l.setup.policy},
          ${l.tax.gross}, ${l.tax.gross}, ${l.tax.net}, ${l.tax.tax}) returning id`);
      blueLineIds.push(Number(row!.id));
    }
    if (plan === 'pending') continue;
    // 开具中 without a 流水号: as a delivery that was cut off before the platform answered — 刷新结果 sends it to the
    // platform (the bundled fake knows the seller) and the demo gets a real invoice with its files.
    if (plan === 'issuing') {
      await move(db, blueId, 'issuing', {});
      continue;
    }
    if (failed) {
      await move(db, blueId, 'issuing', {});
      await move(db, blueId, 'failed', { reason: '购方税号有误' });
      continue;
    }
    await move(db, blueId, 'issuing', { serial: `DEMO${blueId}` });
    await move(db, blueId, 'issued', {});
    const blueNumber = invoiceNumber(pay.business_date, seller.province, companyId, sequence);
    const [blueInvoice] = await db.execute<{ id: number }>(sql`
      insert into invoices (company_id, request_id, payment_id, house_id, direction, number, issued_at, net, tax, gross)
      values (${companyId}, ${blueId}, ${pay.payment_id}, ${pay.house_id}, 'blue', ${blueNumber}, ${`${pay.business_date}T10:00:00+08:00`}::timestamptz, ${totals.net}, ${totals.tax}, ${totals.gross}) returning id`);
    if (plan !== 'reversed') continue;

    // A whole red letter (开票有误, before the buyer's 用途确认: 确认单 01 无需确认, the red invoice at once).
    const red = invoiceTotals(lines.map((l) => negate(l.tax)));
    const redNo = requestNo(pay.business_date, companyId, ++sequence);
    const redId = await insertRequest(db, companyId, pay, 'red', blueId, buyer, red, redNo);
    for (const [seq, l] of lines.entries()) {
      const n = negate(l.tax);
      await db.execute(sql`
        insert into invoice_lines (company_id, request_id, seq, allocation_id, item_id, name, tax_code, rate, policy_flag, covered, gross, net, tax, blue_line_id)
        values (${companyId}, ${redId}, ${seq + 1}, ${l.alloc.allocation_id}, ${l.alloc.item_id}, ${l.setup.goods ?? l.alloc.item_name}, ${l.setup.code}, ${l.setup.rate}, ${l.setup.policy},
          ${n.gross}, ${n.gross}, ${n.net}, ${n.tax}, ${blueLineIds[seq]})`);
    }
    await db.execute(sql`
      insert into invoice_red_letters (request_id, company_id, reason, partial, bill_id, bill_no, state, net, tax)
      values (${redId}, ${companyId}, '2', false, ${redNo}, ${`${seller.province}${String(companyId).padStart(4, '0')}${String(redId).padStart(14, '0')}`}, '01', ${red.net}, ${red.tax})`);
    await move(db, redId, 'issuing', { serial: `DEMO${redId}` });
    await move(db, redId, 'issued', {});
    await db.execute(sql`
      insert into invoices (company_id, request_id, payment_id, house_id, direction, number, issued_at, net, tax, gross, blue_invoice_id)
      values (${companyId}, ${redId}, ${pay.payment_id}, ${pay.house_id}, 'red', ${invoiceNumber(pay.business_date, seller.province, companyId, sequence)}, ${`${pay.business_date}T15:00:00+08:00`}::timestamptz,
        ${red.net}, ${red.tax}, ${red.gross}, ${blueInvoice!.id})`);
    await move(db, blueId, 'reversed', {});
  }
}

const negate = (l: LineTax): LineTax => ({ gross: dec(l.gross).neg().toFixed(2), net: dec(l.net).neg().toFixed(2), tax: dec(l.tax).neg().toFixed(2) });

/** Our orderNo at the platform: FP + yyMMdd + 12 digits (here: the company and a sequence, so reruns of a fresh seed agree). */
function requestNo(day: string, companyId: number, seq: number): string {
  return `FP${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String(companyId).padStart(6, '0')}${String(seq).padStart(6, '0')}`;
}

/** A 20-digit 数电票 number: year, the seller's province, channel 2 (the platform), 15 digits of sequence. */
function invoiceNumber(day: string, province: string, companyId: number, seq: number): string {
  return `${day.slice(2, 4)}${province}2${String(companyId).padStart(5, '0')}${String(seq).padStart(10, '0')}`;
}

async function insertRequest(db: DbOrTx, companyId: number, pay: Pay, direction: 'blue' | 'red', blueId: number | null, buyer: { type: string; name: string; taxId: string }, totals: LineTax, no: string): Promise<number> {
  const [row] = await db.execute<{ id: number }>(sql`
    insert into invoice_requests (company_id, estate_id, house_id, payment_id, receipt_id, direction, blue_request_id, buyer_type, buyer_name, buyer_tax_id, request_no, net, tax, gross, created_at, updated_at)
    values (${companyId}, ${pay.estate_id}, ${pay.house_id}, ${pay.payment_id}, ${pay.receipt_id}, ${direction}, ${blueId}, ${buyer.type}, ${buyer.name}, ${buyer.taxId}, ${no},
      ${totals.net}, ${totals.tax}, ${totals.gross}, ${`${pay.business_date}T09:30:00+08:00`}::timestamptz, ${`${pay.business_date}T09:30:00+08:00`}::timestamptz)
    returning id`);
  return Number(row!.id);
}

/** A state move as the server makes it (the request's guard trigger gives a failed request's lines back). */
async function move(db: DbOrTx, id: number, state: string, extra: { serial?: string; reason?: string }): Promise<void> {
  await db.execute(sql`
    update invoice_requests set state = ${state}, serial_no = coalesce(${extra.serial ?? null}, serial_no), fail_reason = ${extra.reason ?? ''}, updated_at = now()
    where id = ${id}`);
}
