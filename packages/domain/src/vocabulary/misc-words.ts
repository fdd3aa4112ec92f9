// Codes of smaller areas, declared once: the contracts' enums and the database's CHECKs are made from them.

/** 帮助: operation steps, field explanations, questions and answers. */
export const HELP_KINDS = ['flow', 'field', 'doc'] as const;
/** How a company paid its platform fee: 转账, 在线, 现金. */
export const PLATFORM_FEE_METHODS = ['transfer', 'online', 'cash'] as const;
