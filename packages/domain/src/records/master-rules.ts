import { isIdNumber } from '../validation/formats';
import { receiptNumber } from './receipt-number';

/** ID type 1 (居民身份证) numbers follow the ID rule of spec section 5; other types are free text. */
export function idNumberProblem(idType: unknown, idNumber: unknown): string | undefined {
  if (idType === '1' && typeof idNumber === 'string' && !isIdNumber(idNumber))
    return '证件号码格式不正确（15位或18位，末位可为X）';
  return undefined;
}

/** A receipt rule's values as a form may hold them: any may be missing (null). */
export interface ReceiptRuleValues {
  prefix: string;
  datePart: string | null;
  serialLength: number | null;
  nextSerial: number | null;
}

/** The number the rule gives next on `day` (YYYY-MM-DD); unset parts take the rule's defaults (no date part, 5 digits, serial 1). */
export function receiptRuleSample(rule: ReceiptRuleValues, day: string): string {
  return receiptNumber(
    { prefix: rule.prefix, datePart: rule.datePart || '1', serialLength: rule.serialLength ?? 5 },
    rule.nextSerial ?? 1,
    day,
  );
}
