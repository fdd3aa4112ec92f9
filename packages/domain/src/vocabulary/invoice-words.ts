// 电子发票's codes, declared once: the contracts' enums and the database's CHECKs are made from them.

export const INVOICE_MERGE_MODES = ['merged', 'per_item'] as const;
/** 蓝字 / 红字. */
export const INVOICE_DIRECTIONS = ['blue', 'red'] as const;
export const BUYER_TYPES = ['person', 'company'] as const;
export const INVOICE_STATES = ['pending', 'issuing', 'issued', 'failed', 'reversed', 'cancelled'] as const;
/** 冲红原因 1 销货退回, 2 开票有误, 3 服务中止, 4 销售折让 (../shared/notes/invoices.md). */
export const INVOICE_RED_REASONS = ['1', '2', '3', '4'] as const;
/** favouredPolicyFlag (notes §1): 01 简易征收, 03 免税, 04 不征税, 08 按3%简易征收, 09 按5%简易征收, 10 按5%简易征收减按1.5%计征. */
export const INVOICE_POLICY_FLAGS = ['01', '03', '04', '08', '09', '10'] as const;
