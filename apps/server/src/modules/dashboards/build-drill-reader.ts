import type { z } from 'zod';
import { Day, Period, type DrillQuery, type DrillSource } from '@pm/contracts';
import type { Db } from '@pm/db';
import { addDays, AGEING_BUCKETS, chinaToday } from '@pm/domain';
import type { Session } from '../../http/session';
import { badDrill } from './dashboards.errors';
import * as repo from './dashboards.repo';
import { dashboardScope } from './find-dashboard-scope';
import { SERVICE_AGES } from './read-service-dashboard';

type Drill = z.output<typeof DrillQuery>;
/** A keyset page of the rows behind a bar: those after the cursor, at most `limit`. */
export type DrillRead = (after: repo.DrillAfter, limit: number) => Promise<repo.DrillDbRow[]>;

const lastDay = (period: string) => addDays(`${period === '9999-12' ? period : nextMonth(period)}-01`, -1);
function nextMonth(period: string) {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The keyset cursor after a drill row: its sort value when its list has one (bill and open lines), and its id. */
export const cursorOf = (row: repo.DrillDbRow): repo.DrillAfter => ({ s: row.s ?? null, k: Number(row.k) });
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

function ageKey(key: string | undefined) {
  if (!key || !SERVICE_AGES.includes(key)) throw badDrill('时长段不正确');
  return key;
}

function serviceReader(db: Db, t: repo.ServiceTable, scope: number[], f: Parameters<typeof repo.serviceAfter>[3]): DrillRead {
  return (a, l) => repo.serviceAfter(db, t, scope, f, a, l);
}

/** The read behind a drill: keyset pages of the rows a chart's bar stands for. */
export async function drillReader(db: Db, s: Session, q: Drill): Promise<DrillRead> {
  const scope = await dashboardScope(db, s, q.companyId);
  const today = chinaToday();
  const months = () => ({ from: need(q.from, Period, '请选择开始期间'), to: need(q.to, Period, '请选择结束期间') });
  const days = () => ({ from: need(q.from, Day, '请选择开始日期'), to: need(q.to, Day, '请选择结束日期'), today });
  const readers: Record<DrillSource, () => DrillRead> = {
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
    'complaints.status': () => serviceReader(db, repo.COMPLAINTS, scope, { ...days(), status: q.key }),
    'complaints.age': () => serviceReader(db, repo.COMPLAINTS, scope, { ...days(), age: ageKey(q.key) }),
    'complaints.month': () => {
      const period = need(q.key, Period, '期间格式应为YYYY-MM');
      return serviceReader(db, repo.COMPLAINTS, scope, { from: `${period}-01`, to: lastDay(period), today });
    },
    'repairs.status': () => serviceReader(db, repo.REPAIRS, scope, { ...days(), status: q.key }),
    'repairs.age': () => serviceReader(db, repo.REPAIRS, scope, { ...days(), age: ageKey(q.key) }),
    'customer.owners': () => (a, l) => repo.ownersAfter(db, scope, a, l),
    'customer.residents': () => (a, l) => repo.residentsAfter(db, scope, a, l),
  };
  return readers[q.source]();
}
