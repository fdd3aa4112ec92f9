import type { Seller } from '../options';
import type { InvoiceRecord } from './invoices';

/** 红字确认单 states (notes §4). The fake reaches 15, 01, 02, 04, 05 and 07; buyer-entered ones (03, 06) are not emulated. */
export const CONFIRM_STATE_TEXT = {
  '01': '无需确认',
  '02': '销方录入待购方确认',
  '03': '购方录入待销方确认',
  '04': '购销双方已确认',
  '05': '作废（销方录入购方否认）',
  '06': '作废（购方录入销方否认）',
  '07': '作废（超72小时未确认）',
  '08': '作废（发起方已撤销）',
  '09': '作废（确认后撤销）',
  '15': '申请中',
  '16': '申请失败',
} as const;
export type ConfirmState = keyof typeof CONFIRM_STATE_TEXT;

/** A 确认单 in these states no longer holds back any of the blue invoice. */
export const VOID_STATES: ReadonlySet<ConfirmState> = new Set(['05', '06', '07', '08', '09', '16']);
/** The red invoice may be issued from these ("确认即开票"). */
export const ISSUABLE_STATES: ReadonlySet<ConfirmState> = new Set(['01', '04']);
/** A 确认单 waiting for the buyer this long is void (07). */
export const CONFIRM_HOURS = 72;

/**
 * What a red may reverse of one blue line: a normal line, or a discounted line (2) together with its discount (1)
 * under the discounted line's index, as red invoices have only normal lines (notes §1). Amounts in fen.
 */
export interface RedUnit {
  /** The blue line's position from 1 (blueDetailIndex). */
  index: number;
  goodsName: string;
  goodsCode: string;
  specType: string;
  unit: string;
  taxRate: string;
  rate: bigint;
  net: bigint;
  tax: bigint;
  gross: bigint;
}

export interface RedConfirm {
  seq: number;
  billId: string;
  /** 确认单编号, given once it leaves 15. */
  billNo: string;
  billUuid: string;
  seller: Seller;
  blue: InvoiceRecord;
  redReason: string;
  partial: boolean;
  /** Negative amounts, per blue unit. */
  lines: RedUnit[];
  state: ConfirmState;
  /** When it entered its state (business ms): 72 hours in 02 make it 07. */
  stateAt: number;
  billTime: number;
  confirmTime: number | undefined;
  /** The red invoice's orderNo: given at application, it is issued as soon as the state allows. */
  orderNo: string;
  callbackUrl: string;
  /** The red invoice's 流水号 once issued (openStatus 1). */
  redSerialNo: string;
  callbacks: number[];
}

/** The blue invoice's units: discount lines folded into the line they discount. */
export function blueUnits(blue: InvoiceRecord): RedUnit[] {
  const units: RedUnit[] = [];
  blue.order.lines.forEach((l, i) => {
    const last = units.at(-1);
    if (l.lineProperty === '1' && last) {
      last.net += l.net;
      last.tax += l.tax;
      last.gross += l.gross;
      return;
    }
    units.push({
      index: i + 1,
      goodsName: l.goodsName,
      goodsCode: l.goodsCode,
      specType: l.specType,
      unit: l.unit,
      taxRate: l.taxRate,
      rate: l.rate,
      net: l.net,
      tax: l.tax,
      gross: l.gross,
    });
  });
  return units;
}

export class RedConfirmStore {
  private confirms: RedConfirm[] = [];
  private seq = 0;

  add(confirm: Omit<RedConfirm, 'seq'>): RedConfirm {
    const full = { ...confirm, seq: ++this.seq };
    this.confirms.push(full);
    return full;
  }

  all(): readonly RedConfirm[] {
    return this.confirms;
  }

  forBlue(blue: InvoiceRecord): RedConfirm[] {
    return this.confirms.filter((c) => c.blue === blue);
  }

  byBillId(billId: string): RedConfirm | undefined {
    return this.confirms.find((c) => c.billId === billId);
  }

  /** By 编号, uuid or 申请号, whichever is given. */
  find(seller: Seller, key: { billNo?: string; billUuid?: string; billId?: string }): RedConfirm | undefined {
    return this.confirms.find(
      (c) =>
        c.seller.taxNum === seller.taxNum &&
        ((key.billNo && c.billNo === key.billNo) ||
          (key.billUuid && c.billUuid === key.billUuid) ||
          (key.billId && c.billId === key.billId)),
    );
  }

  orderNoTaken(seller: Seller, orderNo: string): boolean {
    return this.confirms.some((c) => c.seller.taxNum === seller.taxNum && c.orderNo === orderNo);
  }

  /** What still stands on each blue unit: the blue amounts less those of every 确认单 not void (positive, fen). */
  standing(blue: InvoiceRecord): RedUnit[] {
    const held = this.forBlue(blue).filter((c) => !VOID_STATES.has(c.state));
    return blueUnits(blue).map((u) => {
      const lines = held.flatMap((c) => c.lines.filter((l) => l.index === u.index));
      return {
        ...u,
        net: u.net + lines.reduce((s, l) => s + l.net, 0n),
        tax: u.tax + lines.reduce((s, l) => s + l.tax, 0n),
        gross: u.gross + lines.reduce((s, l) => s + l.gross, 0n),
      };
    });
  }

  clear(): void {
    this.confirms = [];
    this.seq = 0;
  }
}
