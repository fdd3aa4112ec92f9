import type { DbOrTx } from '@pm/db';
import { BUILT_IN_RECEIPT_NUMBERING, formatReceiptNumber, receiptPeriodKey, type ReceiptNumbering } from '@pm/domain';
import { findReceiptRule, peekReceiptSerial } from '../common/index';
import { settleErrors } from './settlement.errors';

// 收据编号: the estate's enabled receipt rule (the estate's own, else the company's), or the
// built-in SJ + year + 6 digits counted per estate.

export interface Numbering {
  ruleId: number | null;
  rule: ReceiptNumbering;
  counterKey: string;
  firstSerial: number;
}

async function numberingOf(db: DbOrTx, companyId: number, estateId: number): Promise<Numbering> {
  return numberingBy(estateId, await findReceiptRule(db, companyId, estateId));
}

/** The numbering of an estate's enabled receipt rule (read by the caller), or the built-in one without a rule. */
export function numberingBy(estateId: number, rule: (ReceiptNumbering & { id: number; nextSerial: number }) | undefined | null): Numbering {
  if (!rule) return { ruleId: null, rule: BUILT_IN_RECEIPT_NUMBERING, counterKey: `estate:${estateId}`, firstSerial: 1 };
  return { ruleId: rule.id, rule: { prefix: rule.prefix, datePart: rule.datePart, serialLength: rule.serialLength, resetCycle: rule.resetCycle }, counterKey: `rule:${rule.id}`, firstSerial: rule.nextSerial };
}

/** The number, or the 409 of a serial the rule cannot hold. */
function numberOf(rule: ReceiptNumbering, day: string, serial: number): string {
  try {
    return formatReceiptNumber(rule, day, serial);
  } catch (error) {
    if (error instanceof RangeError) throw settleErrors.receiptSerialFull(error.message);
    throw error;
  }
}

/** What the payment's statement needs to take the next serial and write the receipt (receipt_counters, receipts). */
export interface ReceiptDraft {
  ruleId: number | null;
  counterKey: string;
  periodKey: string;
  /** A counter's first row starts here (the rule's configured next serial); a new period of a used counter at 1. */
  firstSerial: number;
  /** The number's fixed head (prefix and date part); the serial follows, zero-padded to serialLength. */
  head: string;
  serialLength: number;
}

/** The receipt draft of an estate's numbering (`numbering`, or read now) on `day`. */
export async function receiptDraft(db: DbOrTx, companyId: number, estateId: number, day: string, numbering?: Numbering): Promise<{ draft: ReceiptDraft; numbering: Numbering }> {
  const n = numbering ?? (await numberingOf(db, companyId, estateId));
  const first = numberOf(n.rule, day, 1);
  return {
    numbering: n,
    draft: {
      ruleId: n.ruleId,
      counterKey: n.counterKey,
      periodKey: receiptPeriodKey(n.rule.resetCycle, day),
      firstSerial: n.firstSerial,
      head: first.slice(0, first.length - n.rule.serialLength),
      serialLength: n.rule.serialLength,
    },
  };
}

/**
 * The receipt the statement wrote for the serial it took, checked against the domain's formatting; a serial too long
 * for the rule (the statement wrote none): 409, which rolls the payment back.
 */
export function checkedReceipt(n: Numbering, day: string, taken: { serial: number; receipt: { id: number; number: string } | null }) {
  const number = numberOf(n.rule, day, taken.serial);
  if (!taken.receipt || taken.receipt.number !== number) throw new Error(`receipt ${taken.receipt?.number ?? '(none)'} written for serial ${taken.serial}, expected ${number}`);
  return taken.receipt;
}

/** The number the estate's next receipt takes on `day` (not consumed); '' when the rule's serials are used up. */
export async function previewReceiptNo(db: DbOrTx, companyId: number, estateId: number, day: string): Promise<string> {
  const n = await numberingOf(db, companyId, estateId);
  const serial = await peekReceiptSerial(db, companyId, n.counterKey, receiptPeriodKey(n.rule.resetCycle, day), n.firstSerial);
  try {
    return formatReceiptNumber(n.rule, day, serial);
  } catch (error) {
    if (error instanceof RangeError) return '';
    throw error;
  }
}
