import type { PlatformFeeRun, RunPlatformFeesInput } from '@pm/contracts';
import { platformFeeAmount, platformFeeDueDate, platformFeeTerms, sumAmounts } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { chinaToday } from '@pm/domain';
import { logOperation } from '../records';
import { administersPlatform } from './list-platform-fee-bills';
import { companyDisabled, companyNotFound, futurePeriod, platformOnly } from './platform-fees.errors';
import * as repo from './platform-fees.repo';

/**
 * 生成账单: the platform's administrators bill one month (YYYY-MM, at most the current month in China)
 * for every active tenant company, or for one. Each bill is flat + live houses × per-house fee by the
 * company's level (packages/domain), counted now. A company already billed for the month is skipped,
 * by the database's one-bill-per-company-and-month constraint, so a rerun or a run at the same moment
 * as another writes nothing twice. One transaction: the run's bills and its log line, or nothing.
 */
export async function runPlatformFees(
  { db, today = chinaToday }: { db: Db; today?: () => string },
  session: Session,
  input: RunPlatformFeesInput,
): Promise<PlatformFeeRun> {
  if (!(await administersPlatform(db, session))) throw platformOnly();
  const latest = today().slice(0, 7);
  if (input.period > latest) throw futurePeriod(latest);
  if (input.companyId !== undefined) {
    const company = await repo.tenantCompany(db, input.companyId);
    if (!company) throw companyNotFound();
    if (company.disabled) throw companyDisabled();
  }
  const dueDate = platformFeeDueDate(input.period);
  return db.transaction(async (tx) => {
    const companies = await repo.companiesToBill(tx, input.companyId);
    const made = await repo.insertBillsOnce(
      tx,
      companies.map((company) => {
        const terms = platformFeeTerms(company.level);
        return { companyId: company.id, period: input.period, houses: company.houses, ...terms, amount: platformFeeAmount(terms, company.houses), dueDate };
      }),
    );
    const run: PlatformFeeRun = {
      period: input.period,
      created: made.length,
      skipped: companies.length - made.length,
      amount: sumAmounts(made.map((bill) => bill.amount)),
    };
    await logOperation(tx, session, { recordKey: 'platform-fee-run', recordId: input.companyId ?? null, action: 'run', detail: run });
    return run;
  });
}
