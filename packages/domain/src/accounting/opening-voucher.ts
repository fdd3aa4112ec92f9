import { Dec, dec } from '../money/decimal';
import type { ChargingVoucherTemplate, FeeKind } from './charging-vouchers';

// 期初凭证: what an opening import brought over, booked on the subjects the company's charging template
// uses day to day (so a later payment of an opening fee credits the receivable the opening debited):
// Dr 应收 per fee kind, Cr 预收 (预交款 and 存零), Cr 押金, and the difference on the subject the
// company picked (期初 equity or a suspense subject), on whichever side balances the voucher.

export interface OpeningAmounts {
  /** Open fees per fee kind (the items' kind, as 业财一体 books them). */
  receivable: Partial<Record<FeeKind, string>>;
  /** 预交款 + 存零. */
  prepayment: string;
  deposit: string;
}

export interface OpeningVoucherLine {
  /** receivable:<fee kind> | prepayment | deposit | counter */
  slot: string;
  summary: string;
  subjectCode: string;
  side: 'D' | 'C';
  /** Positive, two decimals. */
  amount: string;
}

const FEE_NAMES: Record<FeeKind, string> = { property: '物业服务', parking: '停车', utilities: '代收水电', other: '其他收费' };
const ORDER: FeeKind[] = ['property', 'parking', 'utilities', 'other'];

/** The opening voucher's lines (zero amounts left out); throws a RangeError on a negative amount. */
export function openingVoucherLines(amounts: OpeningAmounts, template: Pick<ChargingVoucherTemplate, 'receivable' | 'prepayment' | 'deposit'>, counterSubjectCode: string): OpeningVoucherLine[] {
  const lines: OpeningVoucherLine[] = [];
  let debit = new Dec(0);
  let credit = new Dec(0);
  const add = (slot: string, summary: string, subjectCode: string, side: 'D' | 'C', value: string | undefined) => {
    const amount = dec(value ?? '0');
    if (amount.isNegative()) throw new RangeError(`${summary}金额不能为负数`);
    if (amount.isZero()) return;
    lines.push({ slot, summary, subjectCode, side, amount: amount.toFixed(2) });
    if (side === 'D') debit = debit.plus(amount);
    else credit = credit.plus(amount);
  };
  for (const kind of ORDER) add(`receivable:${kind}`, `期初欠费-${FEE_NAMES[kind]}`, template.receivable[kind], 'D', amounts.receivable[kind]);
  add('prepayment', '期初预存（预交款、存零）', template.prepayment, 'C', amounts.prepayment);
  add('deposit', '期初押金', template.deposit, 'C', amounts.deposit);
  const gap = debit.minus(credit);
  if (!gap.isZero()) lines.push({ slot: 'counter', summary: '期初导入对方科目', subjectCode: counterSubjectCode, side: gap.isPositive() ? 'C' : 'D', amount: gap.abs().toFixed(2) });
  return lines;
}
