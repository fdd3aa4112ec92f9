// 期初导入's codes, declared once: the contracts' enums and the database's CHECKs are made from them.

export const OPENING_STATES = ['checked', 'committing', 'done', 'undoing', 'undone', 'discarded'] as const;
/** This product's template, or a file exported from HC 小区管理系统. */
export const OPENING_SOURCES = ['template', 'hc'] as const;
export const OPENING_ROW_KINDS = ['arrears', 'prepay', 'change', 'deposit'] as const;
