import {
  BALLOT_CHOICES,
  BALLOT_SOURCES,
  BUDGET_STATUS_CODES,
  MATTER_CLASSES,
  OUTSOURCING_SERVICE_KIND_CODES,
  OUTSOURCING_STATUS_CODES,
  OWNER_ACCOUNT_KINDS,
  OWNER_ENTRY_CATEGORIES,
  OWNER_ENTRY_KINDS,
  OWNER_MONEY_IN_KINDS,
  VOTE_KINDS,
  VOTE_STATUSES,
} from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 业主账户与决策 (issue 15): the estate's 公共账户 and the houses' 维修账户 (special repair fund) as
// append-only ledgers, and the owners' votes and elections by 民法典 第二百七十八条. The guarantees are
// in the database (packages/db/sql/owners.sql): entries, voters, candidates, ballots, interest
// allocations and withdrawals are never updated or deleted; an account's balance and sequence move
// only through its entries' insert trigger; a ballot needs its vote open; a closed vote never
// changes; a withdrawal needs a passed 使用维修资金 vote and a finished workflow document.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });
const day = () => date({ mode: 'string' });
/** ㎡ with 2 decimals, read as text so sums stay exact. */
const area = () => numeric({ precision: 14, scale: 2 });

/**
 * An account: the estate's public account (kind public, house 0) or one house's repair-fund account
 * (kind repair) with its share (area × rate = due). balance = Σ entries; entry_seq = the last
 * entry's sequence. Both move only through owner_account_entries.
 */
export const ownerAccounts = pgTable(
  'owner_accounts',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    /** public | repair */
    kind: varchar({ length: 8 }).notNull(),
    /** 0 for the public account. */
    houseId: ref().notNull().default(0),
    balance: money().notNull().default('0'),
    entrySeq: integer().notNull().default(0),
    /** Repair fund: the registered area, the local rate (元/㎡) and the first deposit due. */
    area: area(),
    rate: numeric({ precision: 14, scale: 4 }),
    due: money().notNull().default('0'),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_accounts_key_unique').on(t.companyId, t.estateId, t.kind, t.houseId),
    check('owner_accounts_balance_check', sql`${t.balance} >= 0`),
    check('owner_accounts_kind_check', oneOf(t.kind, OWNER_ACCOUNT_KINDS)),
  ],
);

/**
 * One move of an account: signed amount (in positive, out negative), the balance after it and its
 * sequence in the account (both set by the insert trigger under the account's row lock), the source
 * document it rests on, and the batch it belongs to (an interest allocation or a withdrawal).
 */
export const ownerAccountEntries = pgTable(
  'owner_account_entries',
  {
    id: id(),
    companyId: companyRef(),
    accountId: ref().notNull(),
    seq: integer().notNull().default(0),
    /** income | spending (public); deposit | interest | withdrawal | refund (repair) */
    kind: varchar({ length: 12 }).notNull(),
    /** The income or spending category (account-entry.ts), or the repair kind again. */
    category: varchar({ length: 12 }).notNull(),
    amount: money().notNull(),
    balanceAfter: money().notNull().default('0'),
    entryDate: day().notNull(),
    summary: varchar({ length: 200 }).notNull(),
    /** 来源单据: contract, invoice, receipt or approval number. */
    sourceDoc: varchar({ length: 100 }).notNull().default(''),
    interestId: ref(),
    withdrawalId: ref(),
    /** A public spending charged to a line of the estate's budget in execution (公共收益预算). */
    budgetLineId: ref(),
    /** A public spending paying a signed outsourcing contract of the estate (外包管理). */
    outsourcingContractId: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_account_entries_seq_unique').on(t.accountId, t.seq),
    index().on(t.companyId, t.accountId, t.id),
    index().on(t.outsourcingContractId),
    check('owner_account_entries_kind_check', oneOf(t.kind, OWNER_ENTRY_KINDS)),
    check('owner_account_entries_category_check', oneOf(t.category, OWNER_ENTRY_CATEGORIES)),
    check('owner_account_entries_sign_check', sql`${t.amount} <> 0 and (${oneOf(t.kind, OWNER_MONEY_IN_KINDS)}) = (${t.amount} > 0)`),
  ],
);

/** 增值分配: one period's interest of an estate's repair fund, split over the houses by balance. */
export const repairInterestAllocations = pgTable(
  'repair_interest_allocations',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    amount: money().notNull(),
    /** What the interest is for, e.g. "2026年度利息". */
    summary: varchar({ length: 200 }).notNull(),
    entryDate: day().notNull(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.estateId), check('repair_interest_allocations_amount_check', sql`${t.amount} > 0`)],
);

/** 维修资金使用: a repair project paid from the fund after a passed vote and an approval document. */
export const repairWithdrawals = pgTable(
  'repair_withdrawals',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    /** The houses charged: the estate's, or one building's (null: the whole estate). */
    buildingId: ref(),
    project: varchar({ length: 200 }).notNull(),
    amount: money().notNull(),
    voteId: ref().notNull(),
    /** The approval: a workflow document (wf_docs) that finished. */
    wfDocId: ref().notNull(),
    entryDate: day().notNull(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repair_withdrawals_vote_unique').on(t.voteId),
    index().on(t.companyId, t.estateId),
    check('repair_withdrawals_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A matter put to the owners (kind vote, matter class 1-9 of 民法典 第二百七十八条) or an election of
 * the owners' committee (kind election, class 3, with seats). The electorate is written at creation
 * (owner_vote_voters); closing writes the tally and never changes again.
 */
export const ownerVotes = pgTable(
  'owner_votes',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    /** vote | election */
    kind: varchar({ length: 8 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    matterClass: varchar({ length: 1 }).notNull(),
    description: text().notNull().default(''),
    seats: integer(),
    startsOn: day().notNull(),
    endsOn: day().notNull(),
    /** open | closed */
    status: varchar({ length: 8 }).notNull().default('open'),
    totalArea: area().notNull(),
    totalHeads: integer().notNull(),
    /** The tally at closing (domain VoteTally or ElectionTally). */
    result: jsonb(),
    passed: boolean(),
    closedAt: at(),
    closedBy: ref(),
    /** The meeting (会务管理, 业主大会 or 业委会会议 of the same estate) the matter is put to; set at creation only. */
    meetingId: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId, t.estateId, t.kind),
    index().on(t.companyId, t.meetingId),
    check('owner_votes_kind_check', oneOf(t.kind, VOTE_KINDS)),
    check('owner_votes_status_check', oneOf(t.status, VOTE_STATUSES)),
    check('owner_votes_class_check', oneOf(t.matterClass, MATTER_CLASSES)),
    check('owner_votes_closed_check', sql`(${t.status} = 'closed') = (${t.passed} is not null and ${t.result} is not null and ${t.closedAt} is not null)`),
  ],
);

/** One eligible voter (one head) of a vote: its owners, houses and exclusive area, as of creation. */
export const ownerVoteVoters = pgTable(
  'owner_vote_voters',
  {
    id: id(),
    companyId: companyRef(),
    voteId: ref().notNull(),
    seq: integer().notNull(),
    /** 'developer' or the owner ids sorted, joined by ','. */
    voterKey: varchar({ length: 400 }).notNull(),
    developer: boolean().notNull(),
    ownerIds: jsonb().$type<number[]>().notNull(),
    houseIds: jsonb().$type<number[]>().notNull(),
    /** Owners' names and house codes as shown on the ballot list. */
    names: varchar({ length: 400 }).notNull(),
    houses: text().notNull(),
    area: area().notNull(),
  },
  (t) => [uniqueIndex('owner_vote_voters_seq_unique').on(t.voteId, t.seq), uniqueIndex('owner_vote_voters_key_unique').on(t.voteId, t.voterKey)],
);

/** A candidate of an election, in list order. */
export const ownerVoteCandidates = pgTable(
  'owner_vote_candidates',
  {
    id: id(),
    companyId: companyRef(),
    voteId: ref().notNull(),
    seq: integer().notNull(),
    name: varchar({ length: 50 }).notNull(),
    ownerId: ref(),
    remark: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('owner_vote_candidates_seq_unique').on(t.voteId, t.seq)],
);

/**
 * A ballot: a choice (vote) or marked candidates (election). Rows are never changed: an owner who changes the vote
 * online (业主端) adds the next revision, and the latest revision of each voter is the one counted. Revision 1 is
 * unique per voter (the unique index ends a race between two entries).
 */
export const ownerBallots = pgTable(
  'owner_ballots',
  {
    id: id(),
    companyId: companyRef(),
    voteId: ref().notNull(),
    voterId: ref().notNull(),
    /** agree | disagree | abstain; null in an election */
    choice: varchar({ length: 8 }),
    candidateIds: jsonb().$type<number[]>(),
    /** paper (entered by staff from a paper ballot) | owner (recorded as the owner gave it) */
    source: varchar({ length: 8 }).notNull(),
    recordedBy: ref(),
    recordedAt: at().notNull().defaultNow(),
    /** 1 for the first ballot of the voter; an owner's change online is the next. */
    revision: integer().notNull().default(1),
    /** 业主端: the portal account that cast it (source owner). */
    portalAccountId: ref(),
  },
  (t) => [
    uniqueIndex('owner_ballots_voter_unique').on(t.voteId, t.voterId, t.revision),
    check('owner_ballots_choice_check', sql`${t.choice} is null or ${oneOf(t.choice, BALLOT_CHOICES)}`),
    check('owner_ballots_shape_check', sql`(${t.choice} is null) <> (${t.candidateIds} is null)`),
    check('owner_ballots_source_check', oneOf(t.source, BALLOT_SOURCES)),
  ],
);

/**
 * 公共收益预算: an estate's yearly budget. draft (编制) → audit (审核中, a workflow document of the
 * company; its 完结 approves) → vote (表决, an owners' vote, item 9, ordinary majority) → exec (执行,
 * public spending charged to its lines) → closed (结束, actuals written beside the plan; final).
 */
export const publicBudgets = pgTable(
  'public_budgets',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    year: integer().notNull(),
    title: varchar({ length: 200 }).notNull(),
    status: varchar({ length: 8 }).notNull().default('draft'),
    /** The audit: a workflow document (wf_docs) of the company. */
    wfDocId: ref(),
    /** The owners' vote on the audited budget. */
    voteId: ref(),
    /** The votes that turned the budget down, oldest first (a rejected budget goes back to 编制). */
    rejectedVoteIds: jsonb().$type<number[]>().notNull().default([]),
    /** At closing: per line the planned and the actual amount (text decimals). */
    actuals: jsonb().$type<{ lineId: number; planned: string; actual: string }[]>(),
    closedAt: at(),
    closedBy: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_budgets_year_unique').on(t.companyId, t.estateId, t.year),
    check('public_budgets_status_check', oneOf(t.status, BUDGET_STATUS_CODES)),
    check('public_budgets_year_check', sql`${t.year} between 2000 and 2100`),
  ],
);

/** A line of a budget: a spending category and its planned amount (exact to the fen). */
export const publicBudgetLines = pgTable(
  'public_budget_lines',
  {
    id: id(),
    companyId: companyRef(),
    budgetId: ref().notNull(),
    seq: integer().notNull(),
    category: varchar({ length: 100 }).notNull(),
    planned: money().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('public_budget_lines_seq_unique').on(t.budgetId, t.seq), check('public_budget_lines_planned_check', sql`${t.planned} >= 0`)],
);

/**
 * 外包管理: a service contract the owners decide (保洁, 绿化, 秩序维护, 电梯维保 …), paid from the
 * estate's public account. 草拟 (draft) → 表决中 (voting, an owners' vote) → 已签订 (signed, only
 * after the vote closed and passed) → 已终止 (terminated) or 已到期 (expired). A failed vote sends
 * the contract back to 草拟 with the vote kept in rejected_vote_ids. Payments are public-account
 * spending entries carrying the contract's id (owner_account_entries.outsourcing_contract_id).
 */
export const outsourcingContracts = pgTable(
  'outsourcing_contracts',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    contractNo: varchar({ length: 50 }).notNull(),
    contractor: varchar({ length: 100 }).notNull(),
    /** cleaning | greening | security | elevator | other (domain OUTSOURCING_SERVICE_KINDS) */
    serviceKind: varchar({ length: 12 }).notNull(),
    startsOn: day().notNull(),
    endsOn: day().notNull(),
    amount: money().notNull(),
    paymentTerms: varchar({ length: 500 }).notNull().default(''),
    status: varchar({ length: 12 }).notNull().default('draft'),
    voteId: ref(),
    /** The votes that failed, oldest first (the history of a contract sent back to 草拟). */
    rejectedVoteIds: jsonb().$type<number[]>().notNull().default([]),
    signedOn: day(),
    endedOn: day(),
    endReason: varchar({ length: 200 }).notNull().default(''),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outsourcing_contracts_no_unique').on(t.companyId, t.contractNo),
    index().on(t.companyId, t.estateId, t.status),
    check('outsourcing_contracts_status_check', oneOf(t.status, OUTSOURCING_STATUS_CODES)),
    check('outsourcing_contracts_service_kind_check', oneOf(t.serviceKind, OUTSOURCING_SERVICE_KIND_CODES)),
    check('outsourcing_contracts_amount_check', sql`${t.amount} > 0`),
    check('outsourcing_contracts_period_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
