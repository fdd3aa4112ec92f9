import type { z } from 'zod';
import type { ExportPurpose, PaymentQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime, dec, settleTypeInfo, tendersText } from '@pm/domain';
import type { Session } from '../../http/session';
import { batchesAfter, exportWorkbook, type ExportCell, type WorkbookExport } from '../records/index';
import * as repo from './payments-list.repo';

const HEADER = ['收据号', '作废', '楼盘', '房屋', '结算类型', '金额', '违约金', '结算方式', '交款人', '收费员', '业务日期', '结算时间'];
const id = (v: string | number | null) => (v === null ? null : Number(v));

export function paymentRow(r: repo.PaymentDbRow) {
  return {
    id: Number(r.id),
    receiptNo: r.receipt_no,
    voided: r.voided,
    estateName: r.estate_name,
    houseId: id(r.house_id),
    houseName: r.house_name,
    settleType: r.settle_type as '1',
    settleTypeName: settleTypeInfo(r.settle_type)?.name ?? r.settle_type,
    total: dec(r.total).toFixed(2),
    lateFee: dec(r.late_fee).toFixed(2),
    methods: tendersText(r.tenders),
    payerName: r.payer_name,
    cashierName: r.cashier_name,
    businessDate: r.business_date,
    createdAt: r.created_at,
    reversalOf: id(r.reversal_of),
    reversedReceiptNo: r.reversed_receipt_no,
    reversedBy: id(r.reversed_by),
  };
}

/** 结算记录: the company's payments, filtered, with Σ total, and their Excel export. */
export class Payments {
  constructor(private readonly db: Db) {}

  async list(s: Session, q: z.output<typeof PaymentQuery>) {
    const { page, size, ...filter } = q;
    const found = await repo.paymentPage(this.db, s.companyId, filter, page, size);
    return { total: found.total, page, size, rows: found.rows.map(paymentRow), sumTotal: dec(found.sumTotal).toFixed(2) };
  }

  async export(s: Session, input: Omit<z.output<typeof PaymentQuery>, 'page' | 'size'> & ExportPurpose): Promise<WorkbookExport> {
    const { usage, auditor, auditDate, ...filter } = input;
    const fetch = (after: number, size: number) => repo.paymentsAfter(this.db, s.companyId, filter, after, size);
    const rows = (async function* () {
      for await (const batch of batchesAfter(fetch, (r) => Number(r.id))) {
        yield batch.map((r): ExportCell[] => {
          const p = paymentRow(r);
          return [p.receiptNo ?? (p.reversedReceiptNo ? `${p.reversedReceiptNo}（冲红）` : null), p.voided ? '是' : '', p.estateName, p.houseName, p.settleTypeName, p.total, p.lateFee, p.methods, p.payerName, p.cashierName, p.businessDate, chinaDateTime(p.createdAt)];
        });
      }
    })();
    const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: 'settle-payments', purpose: { usage, auditor, auditDate }, filters, title: '结算记录', header: HEADER, rows });
  }
}
