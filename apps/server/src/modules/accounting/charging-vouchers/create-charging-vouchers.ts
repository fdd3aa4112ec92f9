import type { z } from 'zod';
import type { ChargingTemplateInput, ChargingVoucherQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chargingVouchers, dec, lineChargingEvents, paymentChargingEvents, SETTLE_METHODS, settleTypeInfo, type ChargingEvent, type ChargingVoucher } from '@pm/domain';
import type { Session } from '../../../http/session';
import { chargingEventInvalid, chargingVoucherNotFound, templateSubjectInvalid } from './charging-vouchers.errors';
import * as repo from './charging-vouchers.repo';
import { eventTable, rowsOf, slotsOf, templateOf } from './define-charging-template';
import { generatedWord, leafSubjects, loadGeneratedVoucher, requireBook, requireOpenPeriod } from '../generated-vouchers/build-generated-voucher';
import { subjectsByCode, voucherSourceRef, writeGeneratedVoucher, type BookInfo } from '../generated-vouchers/generated-vouchers.repo';

// 凭证收费结算 (业财一体): the company's charging template, and the vouchers of a range of business
// days — released bill lines, payments by tender, pre-payments and their offsets, deposits, late
// fees, reductions after release, refunds and 冲红 — summarised per day, estate and tender by the
// domain's chargingVouchers, each entering 待审核 with every source row in acct_voucher_sources.

type Query = z.output<typeof ChargingVoucherQuery>;
type TemplateIn = z.output<typeof ChargingTemplateInput>;

const STATUS = ['', '待修改', '待审核', '待登账', '已登账'];

/** 'charging:2026-11-25:estate:3:tender:4' (+ ':red', + '#2' for a later generation of the same day). */
const refOf = (v: ChargingVoucher) => `charging:${v.date}:estate:${String(v.estateId)}:tender:${v.tender ?? '-'}${v.red ? ':red' : ''}`;
function parseRef(ref: string) {
  const m = /^charging:(\d{4}-\d{2}-\d{2}):estate:(\d+):tender:([^:#]+)/.exec(ref);
  return m ? { date: m[1]!, estateId: Number(m[2]), tender: m[3] === '-' ? null : m[3]! } : { date: '', estateId: null, tender: null };
}

async function events(tx: DbOrTx, range: repo.Range, vatRate: string) {
  const [lines, payments, tenders, allocations, entries] = [
    await repo.releasedLines(tx, range),
    await repo.payments(tx, range),
    await repo.tenders(tx, range),
    await repo.allocations(tx, range),
    await repo.entries(tx, range),
  ];
  const group = <T extends { payment_id: number }>(rows: readonly T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(r.payment_id, [...(m.get(r.payment_id) ?? []), r]);
    return m;
  };
  const [t, a, e] = [group(tenders), group(allocations), group(entries)];
  const out: ChargingEvent[] = lineChargingEvents(lines, vatRate);
  for (const p of payments)
    out.push(...paymentChargingEvents(p, { tenders: t.get(p.id) ?? [], allocations: a.get(p.id) ?? [], entries: e.get(p.id) ?? [] }));
  const tenderSums = new Map<string, ReturnType<typeof dec>>();
  const dayOf = new Map(payments.map((p) => [p.id, p.day]));
  for (const x of tenders) {
    const key = `${dayOf.get(x.payment_id)}|${x.method}`;
    tenderSums.set(key, (tenderSums.get(key) ?? dec('0')).plus(dec(x.amount)));
  }
  return { events: out, lines, tenderSums };
}

export class ChargingVouchers {
  constructor(private readonly db: Db) {}

  private async template(tx: DbOrTx, companyId: number, book: BookInfo) {
    const rows = await repo.templateRows(tx, companyId);
    return { ...templateOf(book.chart, rows, book.wordMode), saved: rows.length > 0 };
  }

  async getTemplate(s: Session) {
    const book = await requireBook(this.db, s.companyId);
    const { template, vatRate, saved } = await this.template(this.db, s.companyId, book);
    const slots = slotsOf(template);
    const names = await subjectsByCode(this.db, s.companyId, slots.map((x) => x.subjectCode));
    return {
      saved,
      slots: slots.map((x) => ({ ...x, subjectName: names.get(x.subjectCode)?.name ?? null })),
      vatRate: dec(vatRate).toFixed(4),
      events: eventTable(template),
    };
  }

  async saveTemplate(s: Session, input: TemplateIn) {
    await this.db.transaction(async (tx) => {
      const book = await requireBook(tx, s.companyId, true);
      const { template } = await this.template(tx, s.companyId, book);
      const found = await subjectsByCode(tx, s.companyId, input.slots.map((x) => x.subjectCode));
      const labels = new Map(slotsOf(template).map((x) => [x.key, x.label]));
      for (const slot of input.slots) {
        const subject = found.get(slot.subjectCode);
        if (!subject || !subject.leaf || !subject.active) throw templateSubjectInvalid(labels.get(slot.key) ?? slot.key, slot.subjectCode);
      }
      const merged = rowsOf(template, input.vatRate).map((row) => {
        const given = input.slots.find((x) => x.key === row.key);
        return given ? { ...row, debitSubjectCode: given.subjectCode } : row;
      });
      await repo.replaceTemplate(tx, s.companyId, merged.map(({ key: _key, ...row }) => row));
    });
    return this.getTemplate(s);
  }

  private async plan(tx: DbOrTx, s: Session, q: Query, book: BookInfo) {
    const { template, vatRate } = await this.template(tx, s.companyId, book);
    const range = { companyId: s.companyId, dateFrom: q.dateFrom, dateTo: q.dateTo, estateId: q.estateId };
    const found = await events(tx, range, vatRate);
    let vouchers: ChargingVoucher[];
    try {
      vouchers = chargingVouchers(found.events, template);
    } catch (error) {
      if (error instanceof RangeError) throw chargingEventInvalid(error.message);
      throw error;
    }
    return { ...found, vouchers, template };
  }

  async preview(s: Session, q: Query) {
    const book = await requireBook(this.db, s.companyId);
    const { vouchers, tenderSums } = await this.plan(this.db, s, q, book);
    const estates = await repo.estateNames(this.db, s.companyId);
    const planned = vouchers.map((v) => ({
      date: v.date,
      estateId: Number(v.estateId),
      estateName: estates.get(Number(v.estateId)) ?? '',
      tender: v.tender,
      tenderName: v.tender ? (SETTLE_METHODS[v.tender] ?? v.tender) : null,
      red: v.red,
      summary: v.summary,
      total: v.lines.reduce((t, l) => t.plus(dec(l.debit ?? '0')), dec('0')).toFixed(2),
      bills: v.sourceIds.filter((x) => String(x).startsWith('L')).length,
      payments: v.sourceIds.filter((x) => String(x).startsWith('P')).length,
      lines: v.lines.map((l) => ({ summary: l.summary, subjectCode: l.subjectCode, debit: dec(l.debit ?? '0').toFixed(2), credit: dec(l.credit ?? '0').toFixed(2) })),
    }));
    return {
      vouchers: planned,
      total: planned.reduce((t, v) => t.plus(dec(v.total)), dec('0')).toFixed(2),
      tenderSums: [...tenderSums.entries()]
        .map(([key, amount]) => {
          const [date = '', tender = ''] = key.split('|');
          return { date, tender, tenderName: SETTLE_METHODS[tender] ?? tender, amount: amount.toFixed(2) };
        })
        .sort((a, b) => (a.date === b.date ? Number(a.tender) - Number(b.tender) : a.date < b.date ? -1 : 1)),
    };
  }

  /** Writes the range's vouchers; sources already booked are left out, so a second call adds only what is new. */
  async generate(s: Session, q: Query) {
    const createdIds = await this.db.transaction(async (tx) => {
      const book = await requireBook(tx, s.companyId, true);
      const { vouchers, template } = await this.plan(tx, s, q, book);
      const ids: number[] = [];
      const periods = new Set(vouchers.map((v) => v.date.slice(0, 7)));
      for (const period of periods) await requireOpenPeriod(tx, s.companyId, period);
      const subjects = await leafSubjects(tx, s.companyId, [...new Set(vouchers.flatMap((v) => v.lines.map((l) => l.subjectCode)))]);
      const sources: { companyId: number; sourceKind: string; sourceId: number; voucherId: number }[] = [];
      const paymentVouchers = new Map<number, number>();
      for (const v of vouchers) {
        const base = refOf(v);
        const taken = await repo.sourceRefsLike(tx, s.companyId, base);
        const sourceRef = taken.length === 0 ? base : `${base}#${taken.length + 1}`;
        // 收 when the tender's money account nets a debit (money in), 付 when a credit; 转 without money.
        const tenderCode = v.tender ? template.tender[v.tender] : undefined;
        const moneyNet = v.lines.filter((l) => l.subjectCode === tenderCode).reduce((t, l) => t.plus(dec(l.debit ?? '0')).minus(dec(l.credit ?? '0')), dec('0'));
        const outgoing = v.red ? moneyNet.isPositive() : moneyNet.isNegative();
        const voucher = await writeGeneratedVoucher(tx, {
          companyId: s.companyId,
          period: v.date.slice(0, 7),
          word: generatedWord(book.wordMode, v.tender ? (outgoing ? '付' : '收') : '转'),
          voucherDate: v.date,
          source: 'charging',
          sourceRef,
          makerId: s.userId,
          remark: v.summary,
          attachments: v.sourceIds.length,
          lines: v.lines.map((l) => ({
            summary: l.summary,
            subjectId: subjects.get(l.subjectCode)!.id,
            debit: l.debit ?? '0',
            credit: l.credit ?? '0',
            estateId: Number(l.aux.estateId),
          })),
        });
        ids.push(voucher.id);
        for (const id of v.sourceIds) {
          const text = String(id);
          const n = Number(text.slice(1));
          if (text.startsWith('L')) sources.push({ companyId: s.companyId, sourceKind: 'bill_line', sourceId: n, voucherId: voucher.id });
          else {
            const count = (paymentVouchers.get(n) ?? 0) + 1;
            paymentVouchers.set(n, count);
            sources.push({ companyId: s.companyId, sourceKind: count === 1 ? 'payment' : `payment:${count}`, sourceId: n, voucherId: voucher.id });
          }
        }
      }
      await repo.insertSources(tx, sources);
      return ids;
    });
    const all = await this.list(s, q);
    return { created: all.filter((v) => createdIds.includes(v.id)), existing: all.filter((v) => !createdIds.includes(v.id)) };
  }

  async list(s: Session, q: Query) {
    const ids = await repo.chargingVoucherIds(this.db, { companyId: s.companyId, dateFrom: q.dateFrom, dateTo: q.dateTo, estateId: q.estateId });
    const estates = await repo.estateNames(this.db, s.companyId);
    const out = [];
    for (const id of ids) out.push(await this.row(s.companyId, id, estates));
    return out;
  }

  private async row(companyId: number, id: number, estates: Map<number, string>) {
    const v = (await loadGeneratedVoucher(this.db, companyId, id))!;
    const ref = (await this.sourceRef(companyId, id)) ?? '';
    const parsed = parseRef(ref);
    return {
      ...v,
      date: v.voucherDate,
      estateId: parsed.estateId,
      estateName: parsed.estateId ? (estates.get(parsed.estateId) ?? null) : null,
      tender: parsed.tender,
      tenderName: parsed.tender ? (SETTLE_METHODS[parsed.tender] ?? parsed.tender) : null,
      sourceRef: ref,
      statusName: STATUS[v.status] ?? String(v.status),
    };
  }

  private sourceRef(companyId: number, id: number) {
    return voucherSourceRef(this.db, companyId, id);
  }

  async sources(s: Session, id: number) {
    const ref = await this.sourceRef(s.companyId, id);
    if (!ref || !ref.startsWith('charging:')) throw chargingVoucherNotFound();
    const voucher = await this.row(s.companyId, id, await repo.estateNames(this.db, s.companyId));
    const bills = (await repo.sourceBills(this.db, s.companyId, id)).map((b) => ({
      lineId: b.line_id,
      houseName: b.house_name,
      itemName: b.item_name,
      period: b.period,
      net: dec(b.net).toFixed(2),
      kind: b.reversal_of !== null ? '冲销' : b.adjusts_line_id !== null ? '减免' : '应收',
    }));
    const payments = (await repo.sourcePayments(this.db, s.companyId, id)).map((p) => ({
      paymentId: p.payment_id,
      receiptNo: p.receipt_no,
      houseName: p.house_name,
      settleTypeName: settleTypeInfo(p.settle_type)?.name ?? p.settle_type,
      total: dec(p.total).toFixed(2),
      methods: p.tenders.map((t) => `${SETTLE_METHODS[t.method] ?? t.method} ${dec(t.amount).toFixed(2)}`).join('、'),
      businessDate: p.business_date,
    }));
    return { voucher, bills, payments };
  }
}
