import type { z } from 'zod';
import type { ReceiptSheet } from '@pm/contracts';
import type { Db } from '@pm/db';
import { capitalAmount, dec, SETTLE_METHODS, settleTypeInfo, type Dec } from '@pm/domain';
import type { Session } from '../../http/session';
import * as repo from './receipts.repo';
import { receiptNotFound } from './reports.errors';

export type ReceiptSheetData = z.output<typeof ReceiptSheet>;
const money = (v: string | Dec) => dec(v).toFixed(2);

/** Takes the next copy number; retried once when a concurrent print took the same one. */
async function recordPrint(db: Db, s: Session, receiptId: number) {
  try {
    return await repo.insertPrint(db, s.companyId, receiptId, s.userId);
  } catch (error) {
    if (!repo.isCopyTaken(error)) throw error;
    return repo.insertPrint(db, s.companyId, receiptId, s.userId);
  }
}

/**
 * 打印收据: records the print (the first is the original, later ones copies 副本 with their copy
 * number) and answers the sheet as printed; a voided receipt prints voided with the reason.
 */
export async function printReceipt({ db }: { db: Db }, s: Session, receiptId: number): Promise<ReceiptSheetData> {
  return receiptSheet(db, s.companyId, receiptId, (id) => recordPrint(db, s, id));
}

/**
 * 电子收据 (业主端): the same sheet for the payer to keep, not a paper print: no copy is counted (the first paper print
 * stays the original), dated when it is read.
 */
export async function electronicReceipt(db: Db, companyId: number, receiptId: number): Promise<ReceiptSheetData> {
  return receiptSheet(db, companyId, receiptId, async () => ({ copy_no: 0, printed_at: new Date().toISOString() }));
}

async function receiptSheet(
  db: Db,
  companyId: number,
  receiptId: number,
  print: (receiptId: number) => Promise<{ copy_no: number; printed_at: string }>,
): Promise<ReceiptSheetData> {
  const head = await repo.receiptHead(db, companyId, receiptId);
  if (!head) throw receiptNotFound();
  const paymentId = Number(head.payment_id);
  const [lines, accounts, tenders] = await Promise.all([repo.receiptLines(db, paymentId), repo.receiptAccountMoves(db, paymentId), repo.receiptTenders(db, paymentId)]);
  const printed = await print(Number(head.id));
  const total = money(head.total);
  return {
    receiptId: Number(head.id),
    number: head.number,
    copyNo: printed.copy_no,
    copy: printed.copy_no > 1,
    voided: head.voided,
    voidReason: head.void_reason,
    companyName: head.company_name,
    estateName: head.estate_name,
    houseName: head.house_name,
    payerName: head.payer_name,
    settleTypeName: settleTypeInfo(head.settle_type)?.name ?? head.settle_type,
    lines: lines.map((l) => ({ itemName: l.item_name, period: l.period, principal: money(l.principal), lateFee: money(l.late_fee), amount: money(dec(l.principal).plus(l.late_fee)) })),
    accounts: accounts.map((a) => ({ summary: a.summary, amount: money(a.amount) })),
    tenders: tenders.map((t) => ({ methodName: SETTLE_METHODS[t.method] ?? t.method, amount: money(t.amount), reference: t.reference })),
    total,
    totalInWords: capitalAmount(total),
    received: head.received === null ? null : money(head.received),
    changeGiven: head.change_given === null ? null : money(head.change_given),
    cashierName: head.cashier_name,
    issuedAt: head.issued_at,
    printedAt: printed.printed_at,
    remark: head.remark,
  };
}
