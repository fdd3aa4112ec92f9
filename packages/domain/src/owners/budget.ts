import { dec } from '../money/decimal';
import { parseDecimal } from '../money/parse-amount';
import { type BUDGET_STATUS_CODES } from '../vocabulary/owners-words';

// 公共收益预算: the estate's yearly plan for spending its public income, audited by the company,
// voted by the owners (an ordinary matter of 民法典 第二百七十八条, item 9), executed against the
// public account and closed with the actuals beside the plan (docs/decisions.md).

export type BudgetStatus = (typeof BUDGET_STATUS_CODES)[number];
export const BUDGET_STATUSES: Readonly<Record<BudgetStatus, string>> = { draft: '编制', audit: '审核中', vote: '表决', exec: '执行', closed: '结束' };
/** The vote on a budget is item 9 (其他重大事项): more than half of the participants' area and heads. */
export const BUDGET_MATTER_CLASS = '9';

export interface BudgetLineDraft {
  category: string;
  planned: unknown;
  remark?: string;
}

/** Lines of a budget: at least one, categories distinct, planned ≥ 0 with at most 2 dp; or the refusal. */
export function budgetLines(lines: readonly BudgetLineDraft[]): { lines: { category: string; planned: string; remark: string }[]; total: string } | { error: string; field: string } {
  if (lines.length === 0) return { error: '请至少填写一行预算', field: 'lines' };
  const seen = new Set<string>();
  const out: { category: string; planned: string; remark: string }[] = [];
  let total = dec('0');
  for (const [i, line] of lines.entries()) {
    const category = line.category.trim();
    if (!category) return { error: `第${i + 1}行请填写预算项目`, field: `lines.${i}.category` };
    if (seen.has(category)) return { error: `预算项目“${category}”重复`, field: `lines.${i}.category` };
    seen.add(category);
    const parsed = parseDecimal(line.planned, { scale: 2, label: '预算金额' });
    if ('error' in parsed) return { error: `第${i + 1}行${parsed.error}`, field: `lines.${i}.planned` };
    if (dec(parsed.value).isNegative()) return { error: `第${i + 1}行预算金额不能为负数`, field: `lines.${i}.planned` };
    out.push({ category, planned: dec(parsed.value).toFixed(2), remark: (line.remark ?? '').trim() });
    total = total.plus(parsed.value);
  }
  return { lines: out, total: total.toFixed(2) };
}

export interface BudgetActualLine {
  lineId: number;
  planned: string;
  /** Σ of the spending entries charged to the line (positive). */
  actual: string;
  /** planned − actual; negative when overspent. */
  remaining: string;
  /** actual ÷ planned as a percentage cut to 2 dp, null when nothing was planned. */
  percent: string | null;
}

/** The actuals beside the plan: spending (signed, negative) summed per line, exact. */
export function budgetActuals(lines: readonly { id: number; planned: string }[], spending: readonly { lineId: number; amount: string }[]) {
  const spent = new Map<number, ReturnType<typeof dec>>();
  for (const s of spending) spent.set(s.lineId, (spent.get(s.lineId) ?? dec('0')).plus(dec(s.amount).abs()));
  const rows: BudgetActualLine[] = lines.map((l) => {
    const actual = spent.get(l.id) ?? dec('0');
    const planned = dec(l.planned);
    return {
      lineId: l.id,
      planned: planned.toFixed(2),
      actual: actual.toFixed(2),
      remaining: planned.minus(actual).toFixed(2),
      percent: planned.isZero() ? null : actual.times(100).dividedBy(planned).toDecimalPlaces(2, 1).toFixed(2),
    };
  });
  const planned = rows.reduce((a, r) => a.plus(r.planned), dec('0'));
  const actual = rows.reduce((a, r) => a.plus(r.actual), dec('0'));
  return { rows, planned: planned.toFixed(2), actual: actual.toFixed(2), remaining: planned.minus(actual).toFixed(2) };
}
