import type { z } from 'zod';
import {
  allDictionaries,
  Day,
  DRILL_COLUMNS,
  Period,
  type DrillExport,
  type DrillQuery,
  type DrillSource,
  type MonthRange,
  type DayRange,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import { addDays, AGEING_BUCKETS, chinaToday, dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { notFound, badRequest } from '../../errors/app-error';
import { batchesAfter, EXPORT_BATCH, exportWorkbook, type ExportCell, type WorkbookExport } from '../records/index';
import { bucketSums } from '../arrears/index';
import { visibleCompanyIds } from '../company-scope/index';
import * as repo from './dashboards.repo';

type Months = z.output<typeof MonthRange>;
type Days = z.output<typeof DayRange>;
type Drill = z.output<typeof DrillQuery>;

const money = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);
const area = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);
/** received / receivable in percent (2 decimals, half up); null when nothing is receivable. */
export function collectionRate(receivable: string, received: string): string | null {
  const r = dec(receivable);
  return r.isZero() ? null : dec(received).times(100).div(r).toFixed(2);
}
const collectionOf = (row: { receivable: string; open: string }) => {
  const received = dec(row.receivable).minus(row.open).toFixed(2);
  return { receivable: money(row.receivable), received, open: money(row.open), rate: collectionRate(row.receivable, received) };
};

const DRILL_SHOWN = 500;
const lastDay = (period: string) => addDays(`${period === '9999-12' ? period : nextMonth(period)}-01`, -1);
function nextMonth(period: string) {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

const badDrill = (msg: string) => badRequest('dashboards.bad_drill', msg);
/** The keyset cursor after a drill row: its sort value when its list has one (bill and open lines), and its id. */
const cursorOf = (row: repo.DrillDbRow): repo.DrillAfter => ({ s: row.s ?? null, k: Number(row.k) });
/** A drill's month or day (the bar's key or a bound): the contract's types, so years outside 1900-2100 are refused too. */
function need(value: string | undefined, type: z.ZodType<string>, msg: string): string {
  if (!value) throw badDrill(msg);
  const parsed = type.safeParse(value);
  if (!parsed.success) throw badDrill(parsed.error.issues[0]?.message ?? msg);
  return parsed.data;
}
const idKey = (key: string | undefined) => {
  const n = Number(key);
  if (!Number.isInteger(n) || n <= 0) throw badDrill('明细键不正确');
  return n;
};

/** Ageing bucket code → its due-date range as of a day (inclusive): days past due within the bucket. */
function bucketDueRange(code: string, asOf: string): { from?: string; to: string } {
  const i = AGEING_BUCKETS.findIndex((b) => b.code === code);
  if (i < 0) throw badDrill('账龄不正确');
  const minDays = i === 0 ? 1 : (AGEING_BUCKETS[i - 1]!.maxDays ?? 0) + 1;
  const maxDays = AGEING_BUCKETS[i]!.maxDays;
  return { to: addDays(asOf, -minDays), ...(maxDays === null ? {} : { from: addDays(asOf, -maxDays) }) };
}

const AGES = ['d0_3', 'd4_7', 'd8_30', 'd30_plus'];

/**
 * 决策看板 (issue 16): figures of the chosen company and the companies below it (the caller's by
 * default; another branch of the tree answers 404), summed in the database, amounts exact.
 */
export class Dashboards {
  constructor(private readonly db: Db) {}

  /** The chosen company's subtree; a company outside the caller's tree is not found. */
  private async scope(s: Session, companyId: number | undefined): Promise<number[]> {
    const mine = await visibleCompanyIds(this.db, s.companyId);
    if (companyId === undefined || companyId === s.companyId) return mine;
    if (!mine.includes(companyId)) throw notFound('公司不存在或不在本公司管辖范围内', 'dashboards.company_not_found');
    return visibleCompanyIds(this.db, companyId);
  }

  async companies(s: Session) {
    const rows = await repo.companiesIn(this.db, await visibleCompanyIds(this.db, s.companyId));
    return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parentId ?? null }));
  }

  async settlement(s: Session, q: Months) {
    if (q.from > q.to) throw badRequest('dashboards.bad_range', '开始期间不能晚于结束期间');
    const scope = await this.scope(s, q.companyId);
    const today = chinaToday();
    const [collection, byEstate, receipts, ...bucketRows] = await Promise.all([
      repo.collection(this.db, scope, q.from, q.to),
      repo.arrearsByEstate(this.db, scope, today),
      repo.receiptsByDay(this.db, scope, q.from, q.to),
      ...scope.map((id) => bucketSums(this.db, id, today, undefined)),
    ]);
    const total = collection.find((r) => !r.by_period && !r.by_estate);
    return {
      asOf: today,
      months: collection.filter((r) => r.by_period).map((r) => ({ period: r.period!, ...collectionOf(r) })),
      estates: collection.filter((r) => r.by_estate).map((r) => ({ estateId: Number(r.estate_id), estateName: r.estate_name ?? '', ...collectionOf(r) })),
      total: collectionOf(total ?? { receivable: '0', open: '0' }),
      ageing: AGEING_BUCKETS.map((b) => {
        const rows = bucketRows.flat().filter((r) => r.code === b.code);
        return {
          code: b.code,
          houses: rows.reduce((n, r) => n + Number(r.houses), 0),
          lines: rows.reduce((n, r) => n + Number(r.lines), 0),
          amount: rows.reduce((sum, r) => sum.plus(r.amount), dec('0')).toFixed(2),
        };
      }),
      arrearsByEstate: byEstate.map((r) => ({ estateId: Number(r.estate_id), estateName: r.estate_name, houses: Number(r.houses), amount: money(r.amount) })),
      receipts: receipts.map((r) => ({ day: r.day, method: r.method, amount: money(r.amount) })),
    };
  }

  async estate(s: Session, q: { companyId?: number | undefined }) {
    const rows = await repo.housesByState(this.db, await this.scope(s, q.companyId));
    const estates = new Map<number, { estateId: number; estateName: string; houses: number; area: ReturnType<typeof dec>; byState: { state: string; houses: number; area: string }[] }>();
    const states = new Map<string, { houses: number; area: ReturnType<typeof dec> }>();
    for (const r of rows) {
      const id = Number(r.estate_id);
      const e = estates.get(id) ?? { estateId: id, estateName: r.estate_name, houses: 0, area: dec('0'), byState: [] };
      e.houses += r.houses;
      e.area = e.area.plus(r.area);
      e.byState.push({ state: r.state, houses: r.houses, area: area(r.area) });
      estates.set(id, e);
      const st = states.get(r.state) ?? { houses: 0, area: dec('0') };
      states.set(r.state, { houses: st.houses + r.houses, area: st.area.plus(r.area) });
    }
    const list = [...estates.values()].map((e) => ({ ...e, area: e.area.toFixed(2) }));
    return {
      estates: list,
      byState: [...states.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([state, v]) => ({ state, houses: v.houses, area: v.area.toFixed(2) })),
      total: { houses: list.reduce((n, e) => n + e.houses, 0), area: list.reduce((sum, e) => sum.plus(e.area), dec('0')).toFixed(2) },
    };
  }

  async service(s: Session, q: Days) {
    if (q.from > q.to) throw badRequest('dashboards.bad_range', '开始日期不能晚于结束日期');
    const scope = await this.scope(s, q.companyId);
    const today = chinaToday();
    const [complaints, repairs] = await Promise.all([
      repo.serviceCounts(this.db, repo.COMPLAINTS, scope, q.from, q.to, today),
      repo.serviceCounts(this.db, repo.REPAIRS, scope, q.from, q.to, today),
    ]);
    const shape = (rows: { status: string | null; age: string | null; count: number }[]) => {
      const byStatus = rows.filter((r) => r.status !== null).map((r) => ({ status: r.status!, count: Number(r.count) }));
      return {
        byStatus,
        openByAge: AGES.map((age) => ({ age: age as 'd0_3', count: Number(rows.find((r) => r.age === age)?.count ?? 0) })),
        total: byStatus.reduce((n, r) => n + r.count, 0),
      };
    };
    return { asOf: today, complaints: shape(complaints), repairs: shape(repairs) };
  }

  async customer(s: Session, q: Months) {
    if (q.from > q.to) throw badRequest('dashboards.bad_range', '开始期间不能晚于结束期间');
    const found = await repo.customerCounts(this.db, await this.scope(s, q.companyId), q.from, q.to);
    const num = <T extends { count: number }>(rows: T[]) => rows.map((r) => ({ ...r, count: Number(r.count) }));
    const ownerTypes = num(found.owners);
    const residentRelations = num(found.residents);
    return {
      owners: ownerTypes.reduce((n, r) => n + r.count, 0),
      residents: residentRelations.reduce((n, r) => n + r.count, 0),
      ownerTypes,
      residentRelations,
      complaintTrend: num(found.trend),
      satisfaction: num(found.satisfaction),
    };
  }

  /** The read behind a drill: keyset pages of the rows a chart's bar stands for. */
  private async drillReader(s: Session, q: Drill) {
    const scope = await this.scope(s, q.companyId);
    const db = this.db;
    const today = chinaToday();
    const months = () => ({ from: need(q.from, Period, '请选择开始期间'), to: need(q.to, Period, '请选择结束期间') });
    const days = () => ({ from: need(q.from, Day, '请选择开始日期'), to: need(q.to, Day, '请选择结束日期'), today });
    type Read = (after: repo.DrillAfter, limit: number) => Promise<repo.DrillDbRow[]>;
    const readers: Record<DrillSource, () => Read> = {
      'settlement.month': () => {
        const period = need(q.key, Period, '期间格式应为YYYY-MM');
        return (a, l) => repo.billLinesAfter(db, scope, { from: period, to: period }, a, l);
      },
      'settlement.estate': () => {
        const f = { ...months(), estateId: idKey(q.key) };
        return (a, l) => repo.billLinesAfter(db, scope, f, a, l);
      },
      'arrears.bucket': () => {
        const range = bucketDueRange(q.key ?? '', today);
        return (a, l) => repo.openLinesAfter(db, scope, { today, dueFrom: range.from, dueTo: range.to }, a, l);
      },
      'arrears.estate': () => {
        const estateId = idKey(q.key);
        return (a, l) => repo.openLinesAfter(db, scope, { today, dueTo: addDays(today, -1), estateId }, a, l);
      },
      'receipts.day': () => {
        const day = q.key ? need(q.key, Day, '日期格式不正确') : undefined;
        const m = day ? undefined : months();
        const f = day ? { dayFrom: day, dayTo: day } : { dayFrom: `${m!.from}-01`, dayTo: lastDay(m!.to) };
        return (a, l) => repo.tendersAfter(db, scope, f, a, l);
      },
      'estate.state': () => {
        // key: "<estateId>:<state>", "<estateId>" or ":<state>"
        const [estate, state] = (q.key ?? '').split(':');
        const f = { estateId: estate ? idKey(estate) : undefined, state: state || undefined };
        return (a, l) => repo.housesAfter(db, scope, f, a, l);
      },
      'complaints.status': () => this.serviceReader(repo.COMPLAINTS, scope, { ...days(), status: q.key }),
      'complaints.age': () => this.serviceReader(repo.COMPLAINTS, scope, { ...days(), age: this.age(q.key) }),
      'complaints.month': () => {
        const period = need(q.key, Period, '期间格式应为YYYY-MM');
        return this.serviceReader(repo.COMPLAINTS, scope, { from: `${period}-01`, to: lastDay(period), today });
      },
      'repairs.status': () => this.serviceReader(repo.REPAIRS, scope, { ...days(), status: q.key }),
      'repairs.age': () => this.serviceReader(repo.REPAIRS, scope, { ...days(), age: this.age(q.key) }),
      'customer.owners': () => (a, l) => repo.ownersAfter(db, scope, a, l),
      'customer.residents': () => (a, l) => repo.residentsAfter(db, scope, a, l),
    };
    return readers[q.source]();
  }

  private age(key: string | undefined) {
    if (!key || !AGES.includes(key)) throw badDrill('时长段不正确');
    return key;
  }

  private serviceReader(t: repo.ServiceTable, scope: number[], f: Parameters<typeof repo.serviceAfter>[3]) {
    return (a: repo.DrillAfter, l: number) => repo.serviceAfter(this.db, t, scope, f, a, l);
  }

  async drill(s: Session, q: Drill) {
    const read = await this.drillReader(s, q);
    const columns = DRILL_COLUMNS[q.source];
    const found = await read(repo.DRILL_START, DRILL_SHOWN + 1);
    const cell = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
    return {
      columns: columns.map((c) => c.key),
      rows: found.slice(0, DRILL_SHOWN).map((r) => columns.map((c) => cell(r[c.key]))),
      more: found.length > DRILL_SHOWN,
    };
  }

  async exportDrill(s: Session, input: z.output<typeof DrillExport>): Promise<WorkbookExport> {
    const { usage, auditor, auditDate, ...q } = input;
    const read = await this.drillReader(s, q);
    const columns = DRILL_COLUMNS[q.source];
    const labels = new Map(allDictionaries().map((d) => [d.code, new Map(d.items.map((i) => [i.value, i.label.cn]))]));
    const bucketLabels = new Map(AGEING_BUCKETS.map((b) => [String(b.code), b.label]));
    const label = (dictionary: string | undefined, v: string | number | null | undefined): ExportCell => {
      if (v === null || v === undefined) return null;
      if (!dictionary) return typeof v === 'number' ? v : String(v);
      const m = dictionary === 'ageing_bucket' ? bucketLabels : labels.get(dictionary);
      return m?.get(String(v)) ?? String(v);
    };
    const rows = (async function* () {
      for await (const batch of batchesAfter(read, cursorOf, EXPORT_BATCH, repo.DRILL_START)) yield batch.map((r) => columns.map((c) => label(c.dictionary, r[c.key])));
    })();
    const filters = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: 'dashboard-drill', purpose: { usage, auditor, auditDate }, filters, title: '看板明细', header: columns.map((c) => c.title.cn), rows });
  }
}
