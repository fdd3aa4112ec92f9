import type { VoucherExportQuery, VoucherRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { exportWorkbook, type ExportCell, type WorkbookExport } from '../../records/index';
import { listVouchers, voucherFilterOf } from './list-vouchers';

const HEADER = ['会计期间', '凭证字号', '日期', '摘要', '借方金额', '贷方金额', '状态', '附单据数', '制单人', '审核人', '记账人', '来源', '已冲销'];
const SOURCE: Record<VoucherRow['source'], string> = { manual: '手工', charging: '收费生成', depreciation: '折旧', closing: '结转', reversal: '冲销', opening: '期初导入', 'pay-settle': '线上收款结算' };
/** Rows per read: the export walks the list page by page with the list's own filter and order. */
const PAGE = 500;

function cells(r: VoucherRow): ExportCell[] {
  return [r.period, r.label, r.voucherDate, r.summary, r.totalDebit, r.totalCredit, r.statusName, r.attachments, r.makerName, r.auditorName, r.posterName, SOURCE[r.source], r.reversedById !== null ? '是' : ''];
}

/** 凭证列表 as Excel: the same filter and order as the list (the caller's company only), audited with its purpose. */
export async function exportVouchers(deps: { db: Db }, s: Session, input: VoucherExportQuery): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...filter } = input;
  // Checked before the reply starts: a refusal once the file is streaming could only cut it short.
  const resolved = await voucherFilterOf(deps.db, s, filter);
  const rows = (async function* () {
    for (let page = 1; ; page += 1) {
      const answer = await listVouchers(deps, s, { ...filter, page, size: PAGE }, resolved);
      if (answer.rows.length) yield answer.rows.map(cells);
      if (page * PAGE >= answer.total) return;
    }
  })();
  const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
  return exportWorkbook(deps.db, s, { recordKey: 'acct-vouchers', purpose: { usage, auditor, auditDate }, filters, title: '凭证列表', header: HEADER, rows });
}
