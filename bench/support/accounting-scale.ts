// A company-year of posted vouchers for the accounting bench (bench/accounting-ledger.ts): 上海安居浦东
// (SH-PD, no book in the demo seed) gets SH's 企业会计准则 chart and opening balances, periods 2025-01..2025-12
// open, `lines` posted voucher lines (4 a voucher, balanced, spread evenly over the months) and a 会计主管
// (bench_acc, sa, the demo password). Written set-based with the triggers off (session_replication_role =
// replica), then everything the triggers would have written is filled from the lines in the same
// transaction: each voucher's totals, acct_subject_totals (the posting trigger's sums) and the counters.
// The bench checks the totals against a recount of the lines before it measures.
import type postgres from 'postgres';

export const SCALE_COMPANY = 'SH-PD';
export const SCALE_USER = 'bench_acc';
export const SCALE_YEAR = '2025';

/** Line patterns (4 lines, Dr = Cr): [debit code, credit code] for amount a, then for amount b. */
const PATTERNS: [string, string, string, string][] = [
  ['112201', '600101', '1002', '112201'], // 物业费确认 / 收款
  ['6401', '1002', '1001', '1002'], // 项目成本 / 提取备用金
  ['1002', '220301', '220301', '112201'], // 预收 / 预收冲抵
  ['660202', '2211', '2211', '1002'], // 计提工资 / 发放工资
];

export interface AccountingScaleResult {
  companyId: number;
  vouchers: number;
  lines: number;
  ms: number;
}

export async function seedAccountingScale(sql: postgres.Sql, lines: number): Promise<AccountingScaleResult> {
  const started = performance.now();
  const vouchers = Math.ceil(lines / 4);
  const result = await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    const [company] = await tx<{ id: number }[]>`select id from companies where code = ${SCALE_COMPANY}`;
    const [sh] = await tx<{ id: number }[]>`select id from companies where code = 'SH'`;
    if (!company || !sh) throw new Error('accounting scale: companies SH and SH-PD are needed (demo seed)');
    const companyId = Number(company.id);
    const shId = Number(sh.id);
    await tx`
      insert into users (company_id, username, password_hash, name, role, menu_style, phone)
      select ${companyId}, ${SCALE_USER}, password_hash, '压测会计主管', 'sa', 1, '13800000000' from users where username = 'acc02'`;
    const [user] = await tx<{ id: number }[]>`select id from users where username = ${SCALE_USER}`;
    const userId = Number(user!.id);
    await tx`insert into acct_books (company_id, chart, code_scheme, start_period, word_mode) values (${companyId}, 'enterprise', '4-2-2', ${`${SCALE_YEAR}-01`}, 'single')`;
    await tx`
      insert into acct_subjects (company_id, code, name, category, direction, parent_id, level, aux, active)
      select ${companyId}, code, name, category, direction, null, level, aux, active from acct_subjects where company_id = ${shId}`;
    await tx`
      update acct_subjects c set parent_id = p.id
      from acct_subjects s join acct_subjects sp on sp.id = s.parent_id join acct_subjects p on p.company_id = ${companyId} and p.code = sp.code
      where s.company_id = ${shId} and c.company_id = ${companyId} and c.code = s.code`;
    await tx`
      insert into acct_opening_balances (company_id, subject_id, amount)
      select ${companyId}, c.id, o.amount from acct_opening_balances o
      join acct_subjects s on s.id = o.subject_id join acct_subjects c on c.company_id = ${companyId} and c.code = s.code
      where o.company_id = ${shId}`;
    await tx`
      insert into acct_periods (company_id, period, status)
      select ${companyId}, ${SCALE_YEAR}::text || '-' || lpad(m::text, 2, '0'), 'open' from generate_series(1, 12) m`;
    // voucher n (0-based) of the year: month n % 12, its number within the month n / 12 + 1
    await tx`
      insert into acct_vouchers (company_id, period, word, number, voucher_date, status, attachments, total_debit, total_credit,
        source, maker_id, auditor_id, audited_at, poster_id, posted_at, created_at, updated_at)
      select ${companyId}, ${SCALE_YEAR}::text || '-' || lpad((n % 12 + 1)::text, 2, '0'), '记', n / 12 + 1,
        make_date(${Number(SCALE_YEAR)}::int, (n % 12 + 1)::int, ((n / 12) % 28 + 1)::int), 4, 1, 0, 0, 'manual', ${userId}, ${userId}, now(), ${userId}, now(), now(), now()
      from generate_series(0, ${vouchers - 1}) n`;
    const cases = (i: number) => `case v.number % ${PATTERNS.length} ${PATTERNS.map((p, k) => `when ${k} then '${p[i]}'`).join(' ')} end`;
    // amounts from the voucher id: a in 1.00..1000.99, b in 1.00..500.99
    await tx.unsafe(`
      insert into acct_voucher_lines (company_id, voucher_id, seq, summary, subject_id, debit, credit)
      select v.company_id, v.id, x.seq, x.summary, s.id, x.debit, x.credit
      from acct_vouchers v
      cross join lateral (select (v.id * 7919 % 100000) / 100.0 + 1 as a, (v.id * 104729 % 50000) / 100.0 + 1 as b) amt
      cross join lateral (values
        (1, '压测凭证', ${cases(0)}, amt.a, 0::numeric),
        (2, '压测凭证', ${cases(1)}, 0::numeric, amt.a),
        (3, '压测凭证', ${cases(2)}, amt.b, 0::numeric),
        (4, '压测凭证', ${cases(3)}, 0::numeric, amt.b)) x(seq, summary, code, debit, credit)
      join acct_subjects s on s.company_id = v.company_id and s.code = x.code
      where v.company_id = ${companyId}`);
    await tx`
      update acct_vouchers v set total_debit = l.d, total_credit = l.c
      from (select voucher_id, sum(debit) as d, sum(credit) as c from acct_voucher_lines where company_id = ${companyId} group by 1) l
      where v.id = l.voucher_id`;
    await tx`
      insert into acct_subject_totals (company_id, period, subject_id, debit, credit)
      select v.company_id, v.period, l.subject_id, sum(l.debit), sum(l.credit)
      from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id
      where v.company_id = ${companyId} and v.status = 4 group by 1, 2, 3`;
    await tx`
      insert into acct_voucher_counters (company_id, period, word, next)
      select company_id, period, word, max(number) + 1 from acct_vouchers where company_id = ${companyId} group by 1, 2, 3`;
    const [count] = await tx<{ n: number }[]>`select count(*)::int as n from acct_voucher_lines where company_id = ${companyId}`;
    return { companyId, lines: count!.n };
  });
  await sql`vacuum analyze acct_vouchers`;
  await sql`vacuum analyze acct_voucher_lines`;
  await sql`vacuum analyze acct_subject_totals`;
  return { ...result, vouchers, ms: Math.round(performance.now() - started) };
}
