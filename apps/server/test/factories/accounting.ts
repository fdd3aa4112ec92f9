import { schema, type Db } from '@pm/db';
import type { TestApp } from '../harness';
import { buildCompany } from './companies';
import { buildUser, type TestUser } from './users';

/** A company with a book (chart, '4-2-2', first period open), an estate and house, and its accounting staff. */
export interface AccountingWorld {
  companyId: number;
  estateId: number;
  houseId: number;
  maker: TestUser;
  auditor: TestUser;
  poster: TestUser;
  admin: TestUser;
  /** Subject code → id. */
  subject: (code: string) => number;
}

let seq = 0;

/**
 * Builds the world through the API (建账 as the maker), then opens `openPeriods` and inserts
 * `closedPeriods` as closed (periods are the ledger helper's; the tests only need them to exist).
 */
export async function buildAccountingWorld(
  t: TestApp,
  options: {
    chart?: 'small' | 'enterprise';
    startPeriod?: string;
    openPeriods?: string[];
    closedPeriods?: string[];
  } = {},
): Promise<AccountingWorld> {
  const db: Db = t.database.db;
  const n = ++seq;
  const company = await buildCompany(db, { level: 2, type: 'AB' });
  const c = company.id;
  const [estate] = await db
    .insert(schema.estates)
    .values({ companyId: c, code: `AE${c}`, name: `会计花园${n}`, chargeArea: '1' })
    .returning();
  const [building] = await db
    .insert(schema.buildings)
    .values({ companyId: c, estateId: estate!.id, code: `AB${c}`, name: '1栋', type: '4' })
    .returning();
  const [house] = await db
    .insert(schema.houses)
    .values({
      companyId: c,
      estateId: estate!.id,
      buildingId: building!.id,
      code: `AH${c}`,
      name: '1栋0101',
      useState: '4',
      useType: '1',
      buildArea: 90,
    })
    .returning();
  const maker = await buildUser(db, { companyId: c, role: 'emp', name: `制单员${n}` });
  const auditor = await buildUser(db, { companyId: c, role: 'emp', name: `审核员${n}` });
  const poster = await buildUser(db, { companyId: c, role: 'emp', name: `记账员${n}` });
  const admin = await buildUser(db, { companyId: c, role: 'sa', name: `主管${n}` });
  const startPeriod = options.startPeriod ?? '2030-01';
  const setup = await t.as(maker).post('/api/accounting/book/setup', { chart: options.chart ?? 'small', startPeriod });
  if (setup.status !== 200) throw new Error(`book setup: ${JSON.stringify(setup.body)}`);
  const periods = [
    ...(options.openPeriods ?? []).map((p) => ({ period: p, status: 'open' })),
    ...(options.closedPeriods ?? []).map((p) => ({ period: p, status: 'closed' })),
  ];
  if (periods.length) await db.insert(schema.acctPeriods).values(periods.map((p) => ({ companyId: c, ...p })));
  const subjects = await db
    .select({ id: schema.acctSubjects.id, code: schema.acctSubjects.code, companyId: schema.acctSubjects.companyId })
    .from(schema.acctSubjects);
  const byCode = new Map(subjects.filter((s) => s.companyId === c).map((s) => [s.code, s.id]));
  const subject = (code: string) => {
    const id = byCode.get(code);
    if (id === undefined) throw new Error(`no subject ${code}`);
    return id;
  };
  return { companyId: c, estateId: estate!.id, houseId: house!.id, maker, auditor, poster, admin, subject };
}

/** Lines in the API's shape: [code, debit, credit, summary?]. */
export function lines(w: AccountingWorld, rows: [code: string, debit: string, credit: string, summary?: string][]) {
  return rows.map(([code, debit, credit, summary]) => ({
    summary: summary ?? '测试摘要',
    subjectId: w.subject(code),
    debit,
    credit,
  }));
}
