import type { VoucherLineInput } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { checkVoucherLines, dec, postingSubjectRefusal } from '@pm/domain';
import type { NewLine } from './vouchers.repo';
import { auxInScope } from './vouchers.repo';
import type { SubjectRecord } from '../subjects/subjects.repo';
import { acctErrors, fieldError } from './vouchers.errors';

const money = (v: string | undefined) => dec(v && v.trim() !== '' ? v : '0').toFixed(2);

/**
 * The lines of a save as they will be stored, or a 400 naming the first bad field: one side only
 * (借方和贷方只能填写一方), a non-zero amount, the sign rule, a company's active leaf subject
 * (只能向末级科目记账), and estates and houses of the company.
 */
export async function checkedLines(
  db: DbOrTx,
  companyId: number,
  lines: readonly VoucherLineInput[],
  chart: readonly SubjectRecord[],
  red = false,
): Promise<NewLine[]> {
  const byId = new Map(chart.map((r) => [r.id, r]));
  lines.forEach((line, i) => {
    if (!byId.has(line.subjectId)) throw fieldError(`lines.${i}.subjectId`, `第${i + 1}行：科目不存在`);
  });
  const asDomain = lines.map((line) => ({
    summary: line.summary,
    subjectCode: byId.get(line.subjectId)!.code,
    debit: line.debit,
    credit: line.credit,
  }));
  const problem = checkVoucherLines(asDomain, { red })[0];
  if (problem)
    throw fieldError(
      problem.index === null
        ? 'lines'
        : `lines.${problem.index}.${problem.field === 'subjectCode' ? 'subjectId' : problem.field}`,
      problem.index === null ? problem.message : `第${problem.index + 1}行：${problem.message}`,
    );
  asDomain.forEach((line, i) => {
    const refusal = postingSubjectRefusal(line.subjectCode, chart);
    if (refusal) throw fieldError(`lines.${i}.subjectId`, `第${i + 1}行：${refusal}`);
  });
  const estateIds = [...new Set(lines.flatMap((l) => (l.estateId ? [l.estateId] : [])))];
  const houseIds = [...new Set(lines.flatMap((l) => (l.houseId ? [l.houseId] : [])))];
  const scope = await auxInScope(db, companyId, estateIds, houseIds);
  return lines.map((line, i) => {
    if (line.estateId && !scope.estates.has(line.estateId)) throw acctErrors.auxOutOfScope(i, 'estateId');
    const houseEstate = line.houseId ? scope.houses.get(line.houseId) : undefined;
    if (line.houseId && (houseEstate === undefined || (line.estateId && houseEstate !== line.estateId)))
      throw acctErrors.auxOutOfScope(i, 'houseId');
    return {
      seq: i + 1,
      summary: line.summary,
      subjectId: line.subjectId,
      debit: money(line.debit),
      credit: money(line.credit),
      estateId: line.estateId ?? houseEstate ?? null,
      houseId: line.houseId ?? null,
      customerName: line.customerName ?? null,
    };
  });
}
