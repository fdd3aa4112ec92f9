// 线上对账 (payments note §5): the kinds of difference between one day's trade bill and our books, and how one
// ends. The database's CHECKs hold the same words (packages/db/src/schema/pay-recon.ts).

/**
 * long 长款: a payment in the bill we have not recorded; short 短款: a payment we recorded the bill lacks;
 * amount 金额不符; refund_long / refund_short / refund_amount: the same for refunds; refund_state: a refund the
 * bill counts that ended closed or abnormal here; fee: the bill's 手续费 of a matched row is not amount × 费率.
 */
export const RECON_KINDS = ['long', 'short', 'amount', 'refund_long', 'refund_short', 'refund_amount', 'refund_state', 'fee'] as const;
export type ReconKind = (typeof RECON_KINDS)[number];

export const RECON_KIND_NAMES: Readonly<Record<ReconKind, string>> = {
  long: '长款',
  short: '短款',
  amount: '金额不符',
  refund_long: '退款长款',
  refund_short: '退款短款',
  refund_amount: '退款金额不符',
  refund_state: '退款状态不符',
  fee: '手续费不符',
};

/** posted: a 长款 of ours, SUCCESS at the vendor, recorded through the one paid path; cross_day: found in another
 * day's bill; note: a person explained it. */
export const RECON_RESOLUTIONS = ['posted', 'cross_day', 'note'] as const;
export type ReconResolution = (typeof RECON_RESOLUTIONS)[number];

/** waiting: no bill yet (生成中, or not run); failed: the bill could not be had or read; differences; balanced 平. */
export const RECON_DAY_STATES = ['waiting', 'failed', 'differences', 'balanced'] as const;
export type ReconDayState = (typeof RECON_DAY_STATES)[number];

/** The company of a payment we do not know, from the attach our orders carry (`c<companyId>`); null otherwise. */
export function attachCompany(attach: string): number | null {
  const m = /^c([1-9]\d{0,15})$/.exec(attach.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}
