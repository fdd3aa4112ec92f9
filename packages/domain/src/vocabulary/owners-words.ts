// The owners' funds and decisions, declared once: the contracts' enums and the database's CHECKs are made from them.

/** 公共收益账户 / 维修资金账户. */
export const OWNER_ACCOUNT_KINDS = ['public', 'repair'] as const;
export const OWNER_ENTRY_KINDS = ['income', 'spending', 'deposit', 'interest', 'withdrawal', 'refund'] as const;
/** The entry kinds that bring money in (a positive amount); the others take it out. */
export const OWNER_MONEY_IN_KINDS = ['income', 'deposit', 'interest'] as const;
export const VOTE_KINDS = ['vote', 'election'] as const;
export const VOTE_STATUSES = ['open', 'closed'] as const;
/** 民法典 第二百七十八条 第一款 items 1-9. */
export const MATTER_CLASSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const BALLOT_CHOICES = ['agree', 'disagree', 'abstain'] as const;
export const BALLOT_SOURCES = ['paper', 'owner'] as const;
/** Names in owners/budget.ts. */
export const BUDGET_STATUS_CODES = ['draft', 'audit', 'vote', 'exec', 'closed'] as const;
/** Names in owners/outsourcing.ts. */
export const OUTSOURCING_STATUS_CODES = ['draft', 'voting', 'signed', 'terminated', 'expired'] as const;
/** An owner's binding to a house through the portal. */
export const BINDING_STATES = ['pending', 'approved', 'rejected', 'revoked'] as const;
/** What an owner asks for through the portal: 报修 / 投诉. */
export const OWNER_REQUEST_KINDS = ['repair', 'complaint'] as const;
/** 满意度 1 很满意 … 4 不满意. */
export const SATISFACTION_RATINGS = ['1', '2', '3', '4'] as const;
/** 外包服务类别 (names in owners/outsourcing.ts). */
export const OUTSOURCING_SERVICE_KIND_CODES = ['cleaning', 'greening', 'security', 'elevator', 'other'] as const;
/** 公共收益 sources (names in owners/account-entry.ts). */
export const PUBLIC_INCOME_CODES = ['advertising', 'parking', 'rent', 'other'] as const;
/** 公共收益 spending (names in owners/account-entry.ts). */
export const PUBLIC_SPENDING_CODES = ['repair', 'fund', 'committee', 'outsourcing', 'other'] as const;
/** 维修资金 entries: 交存, 增值分配, 使用, 退还 (names in owners/account-entry.ts). */
export const REPAIR_ENTRY_CODES = ['deposit', 'interest', 'withdrawal', 'refund'] as const;
/** An entry's category: a public income source or spending, or the repair-fund entry's kind again. */
export const OWNER_ENTRY_CATEGORIES: readonly string[] = [...new Set([...PUBLIC_INCOME_CODES, ...PUBLIC_SPENDING_CODES, ...REPAIR_ENTRY_CODES])];
