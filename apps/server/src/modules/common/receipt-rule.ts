import type { Db } from '@pm/db';
import { receiptPeriodKey } from '@pm/domain';
import type { Session } from '../../http/session';
import type { EstateLookups } from './estate-lookups';
import { findReceiptRule, peekReceiptSerial } from './estate.repo';

// Receipts are numbered on the business day in China, whatever the server's zone.
const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** /api/common/receipt-rule: the receipt number rule an estate's receipts use, or null. */
export class ReceiptRuleLookup {
  constructor(
    private readonly db: Db,
    private readonly estates: Pick<EstateLookups, 'estate'>,
  ) {}

  async receiptRule(s: Session, estateId: number) {
    await this.estates.estate(s, estateId);
    const rule = await findReceiptRule(this.db, s.companyId, estateId);
    if (!rule) return null;
    // The live next serial of the current period: receipts already issued have consumed the rule's own.
    const period = receiptPeriodKey(rule.resetCycle, shanghai.format(new Date()));
    const nextSerial = await peekReceiptSerial(this.db, s.companyId, `rule:${rule.id}`, period, rule.nextSerial);
    return {
      id: rule.id,
      estateId: rule.estateId,
      name: rule.name,
      prefix: rule.prefix,
      datePart: rule.datePart,
      serialLength: rule.serialLength,
      nextSerial,
      resetCycle: rule.resetCycle,
      sample: rule.sample,
    };
  }
}
