// The settlement area's codes (spec §9), declared once: the contracts' enums and the database's CHECKs are made from them.

/** 结算方式 (spec §9; names in settlement/settle-types.ts). */
export const SETTLE_METHOD_CODES = ['1', '2', '3', '4', '5', '6', '10'] as const;
/** 结算类型 1-15 (spec §9; names in settlement/settle-types.ts). */
export const SETTLE_TYPE_CODES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'] as const;
/** The settle types of a refund request. */
export const REFUND_SETTLE_TYPES = ['7', '8', '9', '11', '13'] as const;
/** Where an allocation's money came from. */
export const ALLOCATION_SOURCES = ['cash', 'prepay'] as const;
/** A house's held accounts: 预交款, 押金, 存零, 代收. */
export const SETTLE_ACCOUNT_KINDS = ['prepay', 'deposit', 'change', 'agency'] as const;
