// The soak's simulated staff: each signs in as a demo user and, until the end, does one action after another with a
// think time between: cashiers pay at the counter (the house's open lines read first, as the counter screen does,
// then its oldest due date paid), accountants enter vouchers, clerks import owners from Excel, billing staff start a
// bill run of their estate for its next month and watch it to the end; everyone reads lists, and now and then signs
// out and in again. Every write the server acknowledged (200) is kept with the ids it answered, to be looked up in
// the database at the end; a write whose answer never came is kept apart (its outcome is unknown).
import { signInBody } from './sign-in';
import type { Answer, SoakClient } from './soak-client';
// The workbook and the multipart body are built by the server's own test helpers (exceljs is the server's dependency).
import { multipartFile, xlsxOf } from '../../apps/server/test/factories/records';

export interface Acked {
  payments: { id: number; receipt: string; total: string }[];
  vouchers: { id: number; total: string }[];
  imports: { jobId: number; names: string[] }[];
  runs: { id: number; estateId: number; period: string }[];
}

export interface StaffContext {
  client: SoakClient;
  pubKey: string;
  authSignKey: string;
  subjects: { bank: number; cash: number };
  firstPeriod: string;
  thinkMs: number;
  until: number;
  acked: Acked;
  /** Writes sent whose answer never came (connection lost): kind → count. */
  unknown: Map<string, number>;
  /** 4xx answers (business refusals, validation) by action and message. */
  refusals: Map<string, number>;
  tag: string;
}

type Role = 'cashier' | 'accountant' | 'clerk' | 'billing';

interface Staff {
  n: number;
  role: Role;
  username: string;
  token: string;
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chinaDay = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const nextMonth = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
/** Decimal text → fen (exact). */
const cents = (amount: string) => {
  const [whole = '0', part = ''] = amount.split('.');
  return Number(whole) * 100 + Number((part + '00').slice(0, 2));
};
const money = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Sign-ins of one user run one at a time: the per-user attempt window counts sign-ins in flight. */
const signInQueues = new Map<string, Promise<unknown>>();

export interface StaffSpec {
  n: number;
  role: Role;
  username: string;
  /** A cashier's houses (dealt so no two cashiers pay one house), paid in turn. */
  houses: number[];
  /** A billing clerk's estate. */
  estateId: number;
}

/** The staff: 40 % cashiers, 20 % accountants, one billing clerk per estate (at most 6 %), the rest clerks. */
export function staffList(total: number, estateIds: number[], houses: number[]): StaffSpec[] {
  const billing = Math.min(estateIds.length, Math.max(1, Math.round(total * 0.06)));
  const cashiers = Math.round(total * 0.4);
  const accountants = Math.round(total * 0.2);
  const role = (i: number): [Role, string] =>
    i < cashiers ? ['cashier', i % 2 ? 'emp03' : 'emp01']
    : i < cashiers + accountants ? ['accountant', 'acc01']
    : i < cashiers + accountants + billing ? ['billing', 'emp01']
    : ['clerk', i % 2 ? 'mgr01' : 'emp01'];
  return Array.from({ length: total }, (_, n) => {
    const [r, username] = role(n);
    return {
      n,
      role: r,
      username,
      houses: r === 'cashier' ? houses.filter((_, i) => i % cashiers === n) : [],
      estateId: estateIds[(n - cashiers - accountants + estateIds.length) % estateIds.length]!,
    };
  });
}

export async function runStaff(ctx: StaffContext, spec: StaffSpec): Promise<void> {
  const staff: Staff = { n: spec.n, role: spec.role, username: spec.username, token: '' };
  const houses = [...spec.houses];
  await signIn(ctx, staff);
  let period = ctx.firstPeriod;
  let imports = 0;
  while (performance.now() < ctx.until) {
    await sleep(-Math.log(1 - Math.random()) * ctx.thinkMs);
    if (performance.now() >= ctx.until) break;
    const dice = Math.random();
    if (dice < 0.04) {
      await ctx.client.call('logout', 'POST', '/api/logout', { token: staff.token, json: {} });
      await signIn(ctx, staff);
    } else if (spec.role === 'cashier' && dice < 0.6 && houses.length > 0) {
      await pay(ctx, staff, houses);
    } else if (spec.role === 'accountant' && dice < 0.5) {
      await voucher(ctx, staff);
    } else if (spec.role === 'clerk' && dice < 0.2) {
      await importOwners(ctx, staff, (imports += 1));
    } else if (spec.role === 'billing' && dice < 0.2) {
      if (await billRun(ctx, staff, spec.estateId, period)) period = nextMonth(period);
    } else {
      await read(ctx, staff);
    }
  }
}

/** A session of `username` through the instances (for the checks at the end). */
export async function sessionOf(ctx: StaffContext, username: string): Promise<string> {
  const staff: Staff = { n: -1, role: 'clerk', username, token: '' };
  await signIn(ctx, staff);
  return staff.token;
}

async function signIn(ctx: StaffContext, staff: Staff): Promise<void> {
  const previous = signInQueues.get(staff.username) ?? Promise.resolve();
  const mine = previous.then(async () => {
    for (;;) {
      const answer = await ctx.client.call<{ token: string }>('sign-in', 'POST', '/api/auth', { json: JSON.parse(signInBody(ctx.pubKey, ctx.authSignKey, staff.username)) });
      if (answer.status === 200 && answer.body.data) {
        staff.token = answer.body.data.token;
        return;
      }
      if (answer.status !== null && answer.status < 500) count(ctx.refusals, `sign-in ${answer.status} ${answer.body.msg}`);
      await sleep(1000);
    }
  });
  signInQueues.set(staff.username, mine.catch(() => undefined));
  await mine;
}

/** A 4xx is kept as a refusal; an expired session (401) signs in again. */
async function refused(ctx: StaffContext, staff: Staff, label: string, answer: Answer<unknown>): Promise<void> {
  if (answer.status === null || answer.status < 400 || answer.status >= 500) return;
  count(ctx.refusals, `${label} ${answer.status} ${answer.body.errorCode ?? ''} ${answer.body.msg}`);
  if (answer.status === 401) await signIn(ctx, staff);
}

interface CounterLine { id: number; category: string; dueDate: string; open: string; lateFee: string; locked: boolean }

async function pay(ctx: StaffContext, staff: Staff, houses: number[]): Promise<void> {
  const houseId = houses[0]!;
  const counter = await ctx.client.call<{ lines: CounterLine[] }>('counter', 'POST', '/api/settle/counter/house', { token: staff.token, json: { houseId } });
  if (counter.status !== 200) return refused(ctx, staff, 'counter', counter);
  const open = (counter.body.data?.lines ?? []).filter((l) => l.category === 'regular' && !l.locked);
  const due = open.map((l) => l.dueDate).sort()[0];
  if (!due) {
    houses.shift();
    return;
  }
  // the oldest due date first, as the counter settles it
  const lines = open.filter((l) => l.dueDate === due);
  const total = money(lines.reduce((sum, l) => sum + cents(l.open) + cents(l.lateFee), 0));
  const json = { houseId, settleType: '1', lineIds: lines.map((l) => l.id), total, expectedDue: total, tenders: [{ method: '1', amount: total }], payerName: '压测' };
  const answer = await ctx.client.call<{ id: number; total: string; receipt: { number: string } | null }>('pay', 'POST', '/api/settle/pay', { token: staff.token, json });
  if (answer.status === 200 && answer.body.data) {
    ctx.acked.payments.push({ id: answer.body.data.id, receipt: answer.body.data.receipt?.number ?? '', total: answer.body.data.total });
  } else if (answer.status === null) count(ctx.unknown, 'pay');
  else await refused(ctx, staff, 'pay', answer);
  // the next payment of this cashier is the next house; this one comes round again later
  houses.push(houses.shift()!);
}

async function voucher(ctx: StaffContext, staff: Staff): Promise<void> {
  const amount = money(100 + Math.floor(Math.random() * 99_900));
  const summary = `备用金存入银行（压测${ctx.tag}）`;
  const json = {
    voucherDate: chinaDay(),
    lines: [
      { summary, subjectId: ctx.subjects.bank, debit: amount },
      { summary, subjectId: ctx.subjects.cash, credit: amount },
    ],
  };
  const answer = await ctx.client.call<{ id: number; totalDebit: string }>('voucher', 'POST', '/api/accounting/voucher-info', { token: staff.token, json });
  if (answer.status === 200 && answer.body.data) ctx.acked.vouchers.push({ id: answer.body.data.id, total: answer.body.data.totalDebit });
  else if (answer.status === null) count(ctx.unknown, 'voucher');
  else await refused(ctx, staff, 'voucher', answer);
}

/** 20 owners with names of their own, imported from an .xlsx as the 业主管理 import dialog sends it. */
async function importOwners(ctx: StaffContext, staff: Staff, k: number): Promise<void> {
  const names = Array.from({ length: 20 }, (_, row) => `压测业主${ctx.tag}-${staff.n}-${k}-${row + 1}`);
  const rows = names.map((name, row) => [name, '个人', `139${String(staff.n).padStart(3, '0')}${String((k * 20 + row) % 100000).padStart(5, '0')}`, '压测导入']);
  const file = await xlsxOf({ 业主: [['业主名称', '业主类型', '手机号', '备注'], ...rows] });
  const form = multipartFile('file', '业主导入.xlsx', file);
  const answer = await ctx.client.call<{ jobId: number; status: string; created: number }>('import', 'POST', '/api/records/owner/import', { token: staff.token, body: form.payload, headers: form.headers });
  if (answer.status === 200 && answer.body.data?.status === 'done') ctx.acked.imports.push({ jobId: answer.body.data.jobId, names });
  else if (answer.status === null) count(ctx.unknown, 'import');
  else await refused(ctx, staff, 'import', answer);
}

/** Starts the estate's run of `period` and follows it as the 计费作业 screen does; true when the run was started. */
async function billRun(ctx: StaffContext, staff: Staff, estateId: number, period: string): Promise<boolean> {
  const answer = await ctx.client.call<{ id: number }>('bill-run', 'POST', '/api/charging/runs', { token: staff.token, json: { estateId, kind: 'normal', periodFrom: period } });
  if (answer.status === null) count(ctx.unknown, 'bill-run');
  if (answer.status !== 200 || !answer.body.data) {
    await refused(ctx, staff, 'bill-run', answer);
    return false;
  }
  const id = answer.body.data.id;
  ctx.acked.runs.push({ id, estateId, period });
  while (performance.now() < ctx.until) {
    await sleep(2000);
    const poll = await ctx.client.call<{ state: string }>('run-poll', 'GET', `/api/charging/runs/${id}`, { token: staff.token });
    if (poll.status === 200 && poll.body.data?.state !== 'running') break;
    if (poll.status !== 200) await refused(ctx, staff, 'run-poll', poll);
  }
  return true;
}

type Read = [label: string, method: string, path: string, json?: unknown];
/** The lists each kind of staff opens (an accountant's rights cover the books only). */
const STAFF_READS: Read[] = [
  ['house-list', 'GET', '/api/records/house?page=1&size=20'],
  ['owner-list', 'GET', '/api/records/owner?page=1&size=20'],
  ['run-list', 'POST', '/api/charging/runs/list', { page: 1, size: 10 }],
  ['job-list', 'GET', '/api/jobs?page=1&size=20'],
  ['menu', 'GET', '/api/menu/v2'],
];
const ACCOUNTANT_READS: Read[] = [
  ['voucher-list', 'POST', '/api/accounting/vouchers/list', { page: 1, size: 20 }],
  ['menu', 'GET', '/api/menu/v2'],
];

async function read(ctx: StaffContext, staff: Staff): Promise<void> {
  const reads = staff.role === 'accountant' ? ACCOUNTANT_READS : STAFF_READS;
  const [label, method, first, json] = reads[Math.floor(Math.random() * reads.length)]!;
  // a deeper page of houses now and then, as someone paging through the list
  const path = label === 'house-list' && Math.random() < 0.5 ? `/api/records/house?page=${2 + Math.floor(Math.random() * 50)}&size=20` : first;
  const answer = await ctx.client.call(label, method, path, { token: staff.token, ...(json ? { json } : {}) });
  if (answer.status !== 200) await refused(ctx, staff, label, answer);
}
