import type { z } from 'zod';
import type { AgeingQuery, ArrearsHouseQuery, ArrearsLineQuery, ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import { addDays, AGEING_BUCKETS, ageingBucket, type AgeingBucketCode, chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { batchesAfter, exportWorkbook, type ExportCell, type WorkbookExport } from '../records/index';
import * as repo from './arrears.repo';

type HouseQuery = z.output<typeof ArrearsHouseQuery>;
type LineQuery = z.output<typeof ArrearsLineQuery>;
const money = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);

const HOUSE_HEADER = ['房屋编号', '房屋名称', '楼盘', '楼宇', '业主', '联系电话', '欠费金额', '欠费条数', '欠费月数', '最早应缴日期', '逾期天数', '违约金'];
const LINE_HEADER = ['房屋编号', '房屋名称', '收费项目', '期间', '应缴日期', '实际应收', '欠费金额', '逾期天数', '账龄', '违约金'];

function houseRow(r: repo.ArrearsHouseDbRow) {
  return {
    houseId: Number(r.house_id),
    houseCode: r.code,
    houseName: r.name,
    estateName: r.estate_name,
    buildingName: r.building_name,
    ownerName: r.owner_name,
    ownerPhone: r.owner_phone,
    open: money(r.open),
    openLines: r.lines,
    months: r.months,
    oldestDueDate: r.oldest,
    daysOverdue: r.days,
    lateFee: money(r.fee),
  };
}

function lineRow(r: repo.ArrearsLineDbRow, today: string) {
  const bucket = ageingBucket(r.due_date, today)!;
  return {
    lineId: Number(r.line_id),
    houseId: Number(r.house_id),
    houseCode: r.house_code,
    houseName: r.house_name,
    itemName: r.item_name,
    period: r.period,
    dueDate: r.due_date,
    net: money(r.net),
    open: money(r.open),
    daysOverdue: r.days,
    bucket: bucket.code,
    bucketLabel: bucket.label,
    lateFee: money(r.fee),
  };
}

/** Due dates of a bucket as of a day: lines whose days past due fall in it (inclusive bounds). */
export function bucketDueRange(code: AgeingBucketCode, asOf: string): { from?: string; to: string } {
  const i = AGEING_BUCKETS.findIndex((b) => b.code === code);
  const minDays = i === 0 ? 1 : (AGEING_BUCKETS[i - 1]!.maxDays ?? 0) + 1;
  const maxDays = AGEING_BUCKETS[i]!.maxDays;
  return { to: addDays(asOf, -minDays), ...(maxDays === null ? {} : { from: addDays(asOf, -maxDays) }) };
}

const textFilters = (f: object) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

function lineFilter(q: Omit<LineQuery, 'page' | 'size'>, today: string): repo.DueFilter & { q?: string | undefined } {
  const range = q.bucket ? bucketDueRange(q.bucket, today) : undefined;
  return { estateId: q.estateId, buildingId: q.buildingId, houseId: q.houseId, itemId: q.itemId, q: q.q, dueFrom: range?.from, dueTo: range?.to };
}

/**
 * 欠费查询, 欠费明细 and 账龄分析 of the caller's company, live from the ledger as of today in
 * China: a line is in arrears once its due date has passed; its late fee accrues by the estate's
 * arrears settings (notes C9, C20).
 */
export class Arrears {
  constructor(private readonly db: Db) {}

  async houses(s: Session, q: HouseQuery) {
    const today = chinaToday();
    const { page, size, sort, ...filter } = q;
    const found = await repo.houseArrearsPage(this.db, s.companyId, today, filter, sort, page, size);
    return { total: found.total, page, size, rows: found.rows.map(houseRow), sumOpen: money(found.sumOpen), sumLateFee: money(found.sumFee) };
  }

  async lines(s: Session, q: LineQuery) {
    const today = chinaToday();
    const { page, size, ...rest } = q;
    const found = await repo.lineArrearsPage(this.db, s.companyId, today, lineFilter(rest, today), page, size);
    return { total: found.total, page, size, rows: found.rows.map((r) => lineRow(r, today)), sumOpen: money(found.sumOpen), sumLateFee: money(found.sumFee) };
  }

  async ageing(s: Session, q: z.output<typeof AgeingQuery>) {
    const today = chinaToday();
    const { buckets, estates } = await repo.ageing(this.db, s.companyId, today, q.estateId);
    const total = buckets.find((b) => b.code === null);
    return {
      asOf: today,
      buckets: AGEING_BUCKETS.map((b) => {
        const row = buckets.find((r) => r.code === b.code);
        return { code: b.code, label: b.label, houses: row?.houses ?? 0, lines: row?.lines ?? 0, amount: money(row?.amount) };
      }),
      total: { houses: total?.houses ?? 0, lines: total?.lines ?? 0, amount: money(total?.amount) },
      byEstate: estates.map((e) => ({ estateId: Number(e.estate_id), estateName: e.estate_name, houses: e.houses, amount: money(e.amount) })),
    };
  }

  async exportHouses(s: Session, input: Omit<HouseQuery, 'page' | 'size'> & ExportPurpose): Promise<WorkbookExport> {
    const today = chinaToday();
    const { usage, auditor, auditDate, sort: _sort, ...filter } = input;
    const fetch = (after: number, size: number) => repo.houseArrearsAfter(this.db, s.companyId, today, filter, after, size);
    const rows = (async function* () {
      for await (const batch of batchesAfter(fetch, (r) => Number(r.house_id))) {
        yield batch.map((r): ExportCell[] => {
          const h = houseRow(r);
          return [h.houseCode, h.houseName, h.estateName, h.buildingName, h.ownerName, h.ownerPhone, h.open, h.openLines, h.months, h.oldestDueDate, h.daysOverdue, h.lateFee];
        });
      }
    })();
    return exportWorkbook(this.db, s, { recordKey: 'arrears-houses', purpose: { usage, auditor, auditDate }, filters: textFilters(filter), title: '欠费房屋', header: HOUSE_HEADER, rows });
  }

  async exportLines(s: Session, input: Omit<LineQuery, 'page' | 'size'> & ExportPurpose): Promise<WorkbookExport> {
    const today = chinaToday();
    const { usage, auditor, auditDate, ...rest } = input;
    const filter = lineFilter(rest, today);
    const fetch = (after: number, size: number) => repo.lineArrearsAfter(this.db, s.companyId, today, filter, after, size);
    const rows = (async function* () {
      for await (const batch of batchesAfter(fetch, (r) => Number(r.line_id))) {
        yield batch.map((r): ExportCell[] => {
          const l = lineRow(r, today);
          return [l.houseCode, l.houseName, l.itemName, l.period, l.dueDate, l.net, l.open, l.daysOverdue, l.bucketLabel, l.lateFee];
        });
      }
    })();
    return exportWorkbook(this.db, s, { recordKey: 'arrears-lines', purpose: { usage, auditor, auditDate }, filters: textFilters(rest), title: '欠费明细', header: LINE_HEADER, rows });
  }
}
