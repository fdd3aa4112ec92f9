import type { Seller } from '../options';
import type { IssueOrder } from './order-input';

/** queryInvoiceResult's `status` (notes §5). 3 已作废 / 31 作废中 do not occur: a 数电票 is never voided. */
export type InvoiceStatus = '20' | '21' | '2' | '22' | '24';

export const STATUS_TEXT: Record<InvoiceStatus, string> = {
  '20': '开票中',
  '21': '开票成功签章中',
  '2': '开票完成',
  '22': '开票失败',
  '24': '开票成功签章失败',
};

/** An order the platform accepted (blue from requestBillingNew; red from a 红字确认单), and what became of it. */
export interface InvoiceRecord {
  seq: number;
  serialNo: string;
  kind: 'blue' | 'red';
  seller: Seller;
  order: IssueOrder;
  status: InvoiceStatus;
  failCause: string;
  /** The 20-digit number, from 21 on. */
  number: string | undefined;
  /** When it was issued (business ms), from 21 on. */
  invoiceTime: number | undefined;
  createdAt: number;
  updatedAt: number;
  /** The opaque part of its file addresses. */
  fileToken: string;
  /** Blue: the buyer has done 用途确认 / 入账确认 (a knob), so a red needs the buyer's confirmation and may be partial. */
  buyerConfirmedUse: boolean;
  /** Red: the blue invoice's number, the reason and the 确认单 (its 编号). */
  blueNumber: string;
  redReason: string;
  billNo: string;
  /** reInvoice calls per China day (E9613 past 20). */
  retries: { day: string; count: number };
  /** Callbacks that carried its result (their seq on the page). */
  callbacks: number[];
}

/** The platform's orders, unique per seller by orderNo (E9106), found by 流水号, number or file token. */
export class InvoiceStore {
  private records: InvoiceRecord[] = [];
  private seq = 0;

  add(record: Omit<InvoiceRecord, 'seq'>): InvoiceRecord {
    const full = { ...record, seq: ++this.seq };
    this.records.push(full);
    return full;
  }

  bySerial(serialNo: string): InvoiceRecord | undefined {
    return this.records.find((r) => r.serialNo === serialNo);
  }

  byOrderNo(sellerTaxNum: string, orderNo: string): InvoiceRecord | undefined {
    return this.records.find((r) => r.seller.taxNum === sellerTaxNum && r.order.orderNo === orderNo);
  }

  byNumber(number: string): InvoiceRecord | undefined {
    return this.records.find((r) => r.number === number);
  }

  byFileToken(token: string): InvoiceRecord | undefined {
    return this.records.find((r) => r.fileToken === token);
  }

  all(): readonly InvoiceRecord[] {
    return this.records;
  }

  get count(): number {
    return this.seq;
  }

  clear(): void {
    this.records = [];
    this.seq = 0;
  }
}
