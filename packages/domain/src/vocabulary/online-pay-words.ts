// Online payment's codes (payments note), declared once: the contracts' enums and the database's CHECKs are made from them.

/** The settle methods collected online: 6 微信线上, 10 企业微信. */
export const ONLINE_METHODS = ['6', '10'] as const;
/** The settle types an online order may carry. */
export const ONLINE_SETTLE_TYPES = ['1', '4', '5', '6'] as const;
export const PAY_ORDER_STATES = ['open', 'paid', 'closed'] as const;
export const PAY_TRADE_TYPES = ['NATIVE', 'H5', 'JSAPI'] as const;
/** Where money arriving for an expired or paid order goes, by the company's setting. */
export const LATE_MONEY_DESTINATIONS = ['prepay', 'refund'] as const;
export const PAY_REFUND_STATES = ['sending', 'processing', 'success', 'abnormal', 'closed'] as const;
/** A reconciliation difference is open until handled. */
export const RECON_ITEM_STATES = ['open', 'resolved'] as const;
/** A company's part of a reconciled day. */
export const RECON_COMPANY_STATES = ['differences', 'balanced'] as const;
/** Why an order was closed: it expired, it was cancelled (by the payer or the cashier), or the vendor refused it. */
export const PAY_CLOSE_REASONS = ['expired', 'cancelled', 'failed'] as const;
