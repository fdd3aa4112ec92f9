import { Dec, dec, DECIMAL_TEXT } from '../money/decimal';
import { SETTLE_METHODS } from '../settlement/settle-types';
import { chartRoles, type ChartTemplateKey } from './charts';

/** Charging and settlement events that make vouchers (业财一体, note §7). */
export type ChargingEventKind =
  | 'bill_released'
  | 'payment'
  | 'prepayment'
  | 'prepayment_refund'
  | 'offset'
  | 'deposit_in'
  | 'deposit_out'
  | 'late_fee'
  | 'late_fee_offset'
  | 'agency_payment'
  | 'reduction';

export const CHARGING_EVENT_LABELS: Readonly<Record<ChargingEventKind, string>> = {
  bill_released: '确认应收',
  payment: '收款',
  prepayment: '预收款',
  prepayment_refund: '退预收款',
  offset: '预收冲抵',
  deposit_in: '收押金',
  deposit_out: '退押金',
  late_fee: '收违约金',
  late_fee_offset: '预收冲抵违约金',
  agency_payment: '委付代收款',
  reduction: '减免',
};

/** Which receivable and revenue a bill line belongs to; 'utilities' are collected for the supplier (代收). */
export type FeeKind = 'property' | 'parking' | 'utilities' | 'other';

/**
 * One event, amounts in 元 as decimal text. `amount` is positive and VAT-inclusive; a 冲红 or
 * refund of an earlier event is the same event with `reversal: true` (it goes to a red voucher).
 */
export interface ChargingEvent {
  kind: ChargingEventKind;
  /** The bill line, payment or entry it comes from (kept on the voucher line for drill-down). */
  sourceId: string | number;
  /** 'YYYY-MM-DD', the business day. */
  date: string;
  estateId: string | number;
  amount: string;
  /** Settle method (spec §9: 1 现金 2 转账 3 刷卡 4 微信 5 支付宝 6 微信线上 10 企业微信) for money events. */
  tender?: string;
  /** For events on a receivable or revenue (bill_released, payment, offset, reduction). */
  feeKind?: FeeKind;
  /** VAT rate as a fraction ('0.06') of a bill line or reduction; default 0. Never applied to utilities. */
  vatRate?: string;
  reversal?: boolean;
}

/**
 * Where an event's amount goes: a subject chosen by tender, by fee kind, or a fixed one. `agency` is
 * the pass-through payable (the utilities' revenue subject, 其他应付款-代收水电费), which 委付 pays over.
 */
export type EntrySlot = 'tender' | 'receivable' | 'revenue' | 'prepayment' | 'deposit' | 'lateFeeIncome' | 'agency';

/**
 * A company's voucher template (charging/setup/voucher-templates): event → debit slot and credit
 * slot, and the subject of each slot. Subjects must be leaves of the company's chart.
 */
export interface ChargingVoucherTemplate {
  entries: Readonly<Record<ChargingEventKind, { debit: EntrySlot; credit: EntrySlot }>>;
  tender: Readonly<Record<string, string>>;
  receivable: Readonly<Record<FeeKind, string>>;
  /** Revenue per fee kind; utilities point at the pass-through payable (其他应付款-代收水电费). */
  revenue: Readonly<Record<FeeKind, string>>;
  prepayment: string;
  deposit: string;
  lateFeeIncome: string;
  vatOutput: string;
  /** 凭证字 of the generated vouchers. */
  word: string;
}

/** The event → (debit, credit) table of note §7. */
export const CHARGING_ENTRY_RULES: ChargingVoucherTemplate['entries'] = {
  bill_released: { debit: 'receivable', credit: 'revenue' },
  payment: { debit: 'tender', credit: 'receivable' },
  prepayment: { debit: 'tender', credit: 'prepayment' },
  prepayment_refund: { debit: 'prepayment', credit: 'tender' },
  offset: { debit: 'prepayment', credit: 'receivable' },
  deposit_in: { debit: 'tender', credit: 'deposit' },
  deposit_out: { debit: 'deposit', credit: 'tender' },
  late_fee: { debit: 'tender', credit: 'lateFeeIncome' },
  // A late fee settled from the house's pre-payment: no money moves, 预收 pays the income.
  late_fee_offset: { debit: 'prepayment', credit: 'lateFeeIncome' },
  // 委付 (settle type 10): the money collected for the supplier (委收) paid over to it.
  agency_payment: { debit: 'agency', credit: 'tender' },
  reduction: { debit: 'revenue', credit: 'receivable' },
};

/** The default template of a chart: cash 1001, transfer and card 1002, the online methods 1012. */
export function defaultChargingTemplate(chart: ChartTemplateKey): ChargingVoucherTemplate {
  const r = chartRoles(chart);
  return {
    entries: CHARGING_ENTRY_RULES,
    tender: {
      '1': r.cash,
      '2': r.bank,
      '3': r.bank,
      '4': r.otherMonetary,
      '5': r.otherMonetary,
      '6': r.otherMonetary,
      '10': r.otherMonetary,
    },
    receivable: {
      property: r.receivable,
      parking: r.receivableParking,
      utilities: r.receivableUtilities,
      other: r.receivableOther,
    },
    revenue: { property: r.revenue, parking: r.revenueParking, utilities: r.passThrough, other: r.revenueOther },
    prepayment: r.prepayment,
    deposit: r.deposit,
    lateFeeIncome: r.lateFeeIncome,
    vatOutput: r.vatOutput,
    word: '记',
  };
}

export interface ChargingVoucherLine {
  summary: string;
  subjectCode: string;
  debit: string | null;
  credit: string | null;
  aux: { estateId: string | number };
  sourceIds: (string | number)[];
}

/** One generated voucher: a day, an estate, a tender (null for events moving no money), normal or red. */
export interface ChargingVoucher {
  date: string;
  estateId: string | number;
  tender: string | null;
  red: boolean;
  word: string;
  summary: string;
  lines: ChargingVoucherLine[];
  sourceIds: (string | number)[];
}

const MONEY_SLOTS: readonly EntrySlot[] = ['tender'];

function check(event: ChargingEvent, template: ChargingVoucherTemplate): void {
  const where = `来源${String(event.sourceId)}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(event.date)) throw new RangeError(`${where}：日期格式不正确`);
  if (!DECIMAL_TEXT.test(event.amount) || !dec(event.amount).greaterThan(0) || dec(event.amount).decimalPlaces() > 2)
    throw new RangeError(`${where}：金额必须大于0，最多2位小数`);
  const { debit, credit } = template.entries[event.kind];
  const slots = [debit, credit];
  if (
    slots.some((s) => MONEY_SLOTS.includes(s)) &&
    !(event.tender !== undefined && Object.hasOwn(template.tender, event.tender))
  )
    throw new RangeError(`${where}：结算方式不正确：${event.tender ?? ''}`);
  if ((slots.includes('receivable') || slots.includes('revenue')) && !event.feeKind)
    throw new RangeError(`${where}：缺少费用类别`);
  const rate = event.vatRate ?? '0';
  if (!DECIMAL_TEXT.test(rate) || dec(rate).isNegative() || dec(rate).gte(1))
    throw new RangeError(`${where}：税率必须在0到1之间`);
}

function subjectFor(slot: EntrySlot, event: ChargingEvent, template: ChargingVoucherTemplate): string {
  const fee = event.feeKind ?? 'other';
  switch (slot) {
    case 'tender':
      return template.tender[event.tender ?? ''] ?? '';
    case 'receivable':
      return template.receivable[fee];
    case 'revenue':
      return template.revenue[fee];
    case 'agency':
      return template.revenue.utilities;
    default:
      return template[slot];
  }
}

interface Bucket {
  summary: string;
  side: 'debit' | 'credit';
  subjectCode: string;
  /** VAT rate when the bucket holds VAT-inclusive revenue to split; '0' otherwise. */
  rate: string;
  gross: Dec;
  sourceIds: (string | number)[];
}

interface Group {
  voucher: Omit<ChargingVoucher, 'lines' | 'summary'>;
  buckets: Map<string, Bucket>;
}

function add(group: Group, bucket: Omit<Bucket, 'gross' | 'sourceIds'>, amount: Dec, sourceId: string | number): void {
  const key = [bucket.summary, bucket.side, bucket.subjectCode, bucket.rate].join('|');
  const found = group.buckets.get(key) ?? { ...bucket, gross: new Dec(0), sourceIds: [] };
  found.gross = found.gross.plus(amount);
  if (!found.sourceIds.includes(sourceId)) found.sourceIds.push(sourceId);
  group.buckets.set(key, found);
}

/** Net of VAT, HALF_UP to the fen, once per summarised line (A1: 617.34 / 1.06 → 582.40, tax 34.94). */
export function splitVat(gross: string, rate: string): { net: string; tax: string } {
  const g = dec(gross);
  const net = g.dividedBy(new Dec(1).plus(dec(rate))).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return { net: net.toFixed(2), tax: g.minus(net).toFixed(2) };
}

function linesOf(group: Group, template: ChargingVoucherTemplate): ChargingVoucherLine[] {
  const sign = group.voucher.red ? -1 : 1;
  const aux = { estateId: group.voucher.estateId };
  const out: ChargingVoucherLine[] = [];
  const push = (b: Bucket, subjectCode: string, amount: string) => {
    const value = dec(amount).times(sign).toFixed(2);
    const existing = out.find(
      (l) => l.summary === b.summary && l.subjectCode === subjectCode && (b.side === 'debit') === (l.debit !== null),
    );
    if (existing) {
      const side = b.side;
      existing[side] = dec(existing[side] ?? '0')
        .plus(value)
        .toFixed(2);
      for (const id of b.sourceIds) if (!existing.sourceIds.includes(id)) existing.sourceIds.push(id);
      return;
    }
    out.push({
      summary: b.summary,
      subjectCode,
      debit: b.side === 'debit' ? value : null,
      credit: b.side === 'credit' ? value : null,
      aux,
      sourceIds: [...b.sourceIds],
    });
  };
  for (const b of group.buckets.values()) {
    if (dec(b.rate).isZero()) {
      push(b, b.subjectCode, b.gross.toFixed(2));
      continue;
    }
    const { net, tax } = splitVat(b.gross.toFixed(2), b.rate);
    push(b, b.subjectCode, net);
    if (!dec(tax).isZero()) push(b, template.vatOutput, tax);
  }
  // Debits first, then credits; stable within a side.
  return [...out.filter((l) => l.debit !== null), ...out.filter((l) => l.credit !== null)];
}

/**
 * Turns events into vouchers through the template: one voucher per day, estate, tender (events that
 * move no money share a null tender) and colour (冲红/refunds go to a red voucher with negated
 * amounts). Lines are summed per event kind, side and subject; VAT-inclusive revenue is split once
 * per line at each rate (revenue net, 应交增值税(销项税额) the rest). Every voucher balances
 * (Σ debit = Σ credit) and keeps its source ids. Throws a RangeError (Chinese) on a bad event.
 */
export function chargingVouchers(
  events: readonly ChargingEvent[],
  template: ChargingVoucherTemplate,
): ChargingVoucher[] {
  const groups = new Map<string, Group>();
  for (const event of events) {
    check(event, template);
    const { debit, credit } = template.entries[event.kind];
    const movesMoney = debit === 'tender' || credit === 'tender';
    const tender = movesMoney ? (event.tender ?? null) : null;
    const red = event.reversal === true;
    const key = JSON.stringify([event.date, String(event.estateId), tender, red]);
    const group = groups.get(key) ?? {
      voucher: { date: event.date, estateId: event.estateId, tender, red, word: template.word, sourceIds: [] },
      buckets: new Map<string, Bucket>(),
    };
    groups.set(key, group);
    if (!group.voucher.sourceIds.includes(event.sourceId)) group.voucher.sourceIds.push(event.sourceId);
    const label = CHARGING_EVENT_LABELS[event.kind] + (tender ? `-${SETTLE_METHODS[tender] ?? tender}` : '');
    const vat =
      event.feeKind !== 'utilities' && !dec(event.vatRate ?? '0').isZero() ? dec(event.vatRate ?? '0').toFixed() : '0';
    const amount = dec(event.amount);
    for (const side of ['debit', 'credit'] as const) {
      const slot = side === 'debit' ? debit : credit;
      const rate = slot === 'revenue' ? vat : '0';
      add(
        group,
        { summary: label, side, subjectCode: subjectFor(slot, event, template), rate },
        amount,
        event.sourceId,
      );
    }
  }
  return [...groups.values()]
    .map((g) => ({
      ...g.voucher,
      summary: `${g.voucher.date} 收费汇总${g.voucher.tender ? `（${SETTLE_METHODS[g.voucher.tender] ?? g.voucher.tender}）` : ''}${g.voucher.red ? '（冲红）' : ''}`,
      lines: linesOf(g, template),
    }))
    .sort((a, b) =>
      a.date !== b.date
        ? a.date < b.date
          ? -1
          : 1
        : String(a.estateId).localeCompare(String(b.estateId)) ||
          (a.tender ?? '').localeCompare(b.tender ?? '', undefined, { numeric: true }) ||
          Number(a.red) - Number(b.red),
    );
}
