// The books' codes, declared once: the contracts' enums and the database's CHECKs are made from them.

/** 小企业会计准则 / 企业会计准则. */
export const CHART_KEYS = ['small', 'enterprise'] as const;
/** One voucher word (记) or split words (收/付/转). */
export const WORD_MODES = ['single', 'split'] as const;
/** 借 / 贷. */
export const SIDES = ['D', 'C'] as const;
export const PERIOD_STATUSES = ['open', 'closed'] as const;
export const VOUCHER_SOURCES = ['manual', 'charging', 'depreciation', 'closing', 'reversal', 'opening', 'pay-settle'] as const;
export const VOUCHER_TEMPLATE_KINDS = ['manual', 'charging'] as const;
export const ASSET_STATUSES = ['in_use', 'idle', 'disposed'] as const;
/** What a period's history records: 结账 / 反结账. */
export const PERIOD_ACTIONS = ['close', 'reopen'] as const;
/** 资产负债表 / 利润表. */
export const REPORT_KINDS = ['balance_sheet', 'income'] as const;
/** What a voucher's history records (labels in accounting/voucher-status.ts). */
export const VOUCHER_ACTION_CODES = ['save', 'submit', 'audit', 'return', 'unaudit', 'post', 'reverse', 'delete'] as const;
