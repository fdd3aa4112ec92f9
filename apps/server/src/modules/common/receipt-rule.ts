import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import type { EstateLookups } from './estate-lookups';
import { findReceiptRule } from './estate.repo';

/** /api/common/receipt-rule: the receipt number rule an estate's receipts use, or null. */
export class ReceiptRuleLookup {
  constructor(
    private readonly db: Db,
    private readonly estates: Pick<EstateLookups, 'estate'>,
  ) {}

  async receiptRule(s: Session, estateId: number) {
    await this.estates.estate(s, estateId);
    const rule = await findReceiptRule(this.db, s.companyId, estateId);
    return rule
      ? {
          id: rule.id,
          estateId: rule.estateId,
          name: rule.name,
          prefix: rule.prefix,
          datePart: rule.datePart,
          serialLength: rule.serialLength,
          nextSerial: rule.nextSerial,
          resetCycle: rule.resetCycle,
          sample: rule.sample,
        }
      : null;
  }
}
