import type { z } from 'zod';
import type { BudgetListQuery, BudgetSpendInput, BudgetVoteInput, CreateBudgetInput, BudgetLineInput, ApprovalDocQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { BUDGET_MATTER_CLASS, BUDGET_STATUSES, budgetActuals, budgetLines, type BudgetStatus } from '@pm/domain';
import type { Session } from '../../http/session';
import * as accounts from './accounts.repo';
import * as repo from './budgets.repo';
import { toEntry } from './entry-rows';
import { estateOf } from './find-estate';
import { fieldError, ownersErrors } from './owners.errors';
import { addPublicEntry } from './public-account';
import { createVote } from './votes';

// 公共收益预算: 编制 → 审核中 (a workflow document of the company; its 完结 approves) → 表决 (an
// owners' vote, item 9, ordinary majority) → 执行 (public spending charged to lines) → 结束 (the
// actuals written beside the plan). Each step is checked here with a Chinese refusal and again by
// the database (public_budgets_guard), which also keeps a closed budget final.

type Deps = { db: Db };

const DOC_STATUS_NAMES: Record<string, string> = { draft: '草稿', running: '流转中', suspended: '挂起', finished: '完结', terminated: '终止' };

function toRow(r: repo.BudgetRecord) {
  return {
    id: r.id,
    estateId: r.estateId,
    estateName: r.estateName,
    year: r.year,
    title: r.title,
    status: r.status as BudgetStatus,
    statusName: BUDGET_STATUSES[r.status as BudgetStatus],
    planned: r.planned,
    actual: r.actual,
    wfDocId: r.wfDocId,
    wfDocSubject: r.wfDocSubject,
    wfDocStatus: r.wfDocStatus,
    voteId: r.voteId,
    voteTitle: r.voteTitle,
    voteStatus: r.voteStatus,
    votePassed: r.votePassed,
    rejectedVoteIds: r.rejectedVoteIds,
    closedAt: r.closedAt ? r.closedAt.toISOString() : null,
  };
}

export async function listBudgets({ db }: Deps, s: Session, q: z.output<typeof BudgetListQuery>) {
  const rows = await repo.listBudgets(db, s.companyId, q);
  return { rows: rows.map(toRow) };
}

/** The budget with each line's actual beside its plan; a closed budget answers its stored actuals. */
export async function budgetDetail({ db }: Deps, s: Session, id: number) {
  const r = await repo.findBudget(db, s.companyId, id);
  if (!r) throw ownersErrors.notFound('预算');
  const lines = await repo.linesOf(db, s.companyId, r.id);
  const spending = await repo.spendingOf(db, s.companyId, r.id);
  const live = budgetActuals(lines, spending.map((e) => ({ lineId: e.budgetLineId, amount: e.amount })));
  const stored = r.status === 'closed' && r.actuals ? new Map(r.actuals.map((a) => [a.lineId, a])) : null;
  const report = stored ? budgetActuals(lines, lines.map((l) => ({ lineId: l.id, amount: stored.get(l.id)?.actual ?? '0' }))) : live;
  return {
    ...toRow(r),
    planned: report.planned,
    actual: report.actual,
    remaining: report.remaining,
    lines: lines.map((l, i) => ({ id: l.id, seq: l.seq, category: l.category, planned: report.rows[i]!.planned, remark: l.remark, actual: report.rows[i]!.actual, remaining: report.rows[i]!.remaining, percent: report.rows[i]!.percent })),
    spending: spending.map((e) => ({ ...toEntry(e), budgetLineId: e.budgetLineId })),
  };
}

function checkedLines(lines: z.output<typeof BudgetLineInput>[]) {
  const checked = budgetLines(lines);
  if ('error' in checked) throw fieldError(checked.field, checked.error);
  return checked.lines;
}

export async function createBudget(deps: Deps, s: Session, input: z.output<typeof CreateBudgetInput>) {
  const { db } = deps;
  const estate = await estateOf(db, s, input.estateId);
  const lines = checkedLines(input.lines);
  if (await repo.yearTaken(db, s.companyId, estate.id, input.year)) throw ownersErrors.budgetYearTaken(input.year);
  const id = await db.transaction(async (tx) => {
    const budgetId = await repo.insertBudget(tx, { companyId: s.companyId, estateId: estate.id, year: input.year, title: input.title, createdBy: s.userId });
    await repo.replaceLines(tx, s.companyId, budgetId, lines);
    return budgetId;
  });
  return budgetDetail(deps, s, id);
}

/** Takes the budget's row lock and refuses unless it is in the step given. */
async function lockedIn(tx: DbOrTx, s: Session, id: number, status: BudgetStatus) {
  const b = await repo.lockBudget(tx, s.companyId, id);
  if (!b) throw ownersErrors.notFound('预算');
  if (b.status !== status) throw ownersErrors.budgetStep(BUDGET_STATUSES[b.status as BudgetStatus], BUDGET_STATUSES[status]);
  return b;
}

export async function setBudgetLines(deps: Deps, s: Session, id: number, input: z.output<typeof BudgetLineInput>[]) {
  const lines = checkedLines(input);
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, id, 'draft');
    await repo.replaceLines(tx, s.companyId, id, lines);
  });
  return budgetDetail(deps, s, id);
}

/** 提交审核: links the company's workflow document that audits the budget. */
export async function submitBudgetAudit(deps: Deps, s: Session, id: number, wfDocId: number) {
  const doc = await accounts.findWfDoc(deps.db, s.companyId, wfDocId);
  if (!doc) throw ownersErrors.notFound('审批公文');
  if (doc.status === 'terminated' || doc.status === 'draft') throw ownersErrors.auditDocUnusable();
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, id, 'draft');
    await repo.updateBudget(tx, s.companyId, id, { status: 'audit', wfDocId: doc.id });
  });
  return budgetDetail(deps, s, id);
}

/** 提交表决: the audit document finished; an owners' vote of item 9 is created for the budget. */
export async function startBudgetVote(deps: Deps, s: Session, input: z.output<typeof BudgetVoteInput>) {
  const budget = await repo.findBudget(deps.db, s.companyId, input.id);
  if (!budget) throw ownersErrors.notFound('预算');
  if (budget.status !== 'audit') throw ownersErrors.budgetStep(BUDGET_STATUSES[budget.status as BudgetStatus], BUDGET_STATUSES.audit);
  if (budget.wfDocStatus !== 'finished') throw ownersErrors.auditNotFinished();
  if (input.endsOn < input.startsOn) throw fieldError('endsOn', '截止日期不能早于开始日期');
  const vote = await createVote(deps, s, {
    estateId: budget.estateId,
    title: `审议《${budget.title}》`.slice(0, 200),
    matterClass: BUDGET_MATTER_CLASS,
    description: `${budget.year}年度公共收益预算，预算合计${budget.planned}元。`,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  });
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, input.id, 'audit');
    await repo.updateBudget(tx, s.companyId, input.id, { status: 'vote', voteId: vote.id });
  });
  return budgetDetail(deps, s, input.id);
}

/** 开始执行: the owners' vote closed and passed. */
export async function executeBudget(deps: Deps, s: Session, id: number) {
  const budget = await repo.findBudget(deps.db, s.companyId, id);
  if (!budget) throw ownersErrors.notFound('预算');
  if (budget.status !== 'vote') throw ownersErrors.budgetStep(BUDGET_STATUSES[budget.status as BudgetStatus], BUDGET_STATUSES.vote);
  if (budget.voteStatus !== 'closed') throw ownersErrors.budgetVoteOpen();
  if (!budget.votePassed) throw ownersErrors.budgetVoteFailed();
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, id, 'vote');
    await repo.updateBudget(tx, s.companyId, id, { status: 'exec' });
  });
  return budgetDetail(deps, s, id);
}

/** 退回编制: the owners turned the budget down; it is revised, audited and voted again (its vote kept). */
export async function redraftBudget(deps: Deps, s: Session, id: number) {
  const budget = await repo.findBudget(deps.db, s.companyId, id);
  if (!budget) throw ownersErrors.notFound('预算');
  if (budget.status !== 'vote') throw ownersErrors.budgetStep(BUDGET_STATUSES[budget.status as BudgetStatus], BUDGET_STATUSES.vote);
  if (budget.voteStatus !== 'closed') throw ownersErrors.budgetVoteOpen();
  if (budget.votePassed) throw ownersErrors.budgetVotePassed();
  await deps.db.transaction(async (tx) => {
    const locked = await lockedIn(tx, s, id, 'vote');
    await repo.updateBudget(tx, s.companyId, id, { status: 'draft', wfDocId: null, voteId: null, rejectedVoteIds: [...locked.rejectedVoteIds, locked.voteId!] });
  });
  return budgetDetail(deps, s, id);
}

/** 预算支出: a public spending of the estate charged to a line, only while the budget is executed. */
export async function spendOnBudget(deps: Deps, s: Session, input: z.output<typeof BudgetSpendInput>) {
  const budget = await repo.findBudget(deps.db, s.companyId, input.id);
  if (!budget) throw ownersErrors.notFound('预算');
  if (!(await repo.findLine(deps.db, s.companyId, budget.id, input.budgetLineId))) throw ownersErrors.notFound('预算行');
  await addPublicEntry(
    deps,
    s,
    'spending',
    { estateId: budget.estateId, kind: input.kind, amount: input.amount, entryDate: input.entryDate, summary: input.summary, sourceDoc: input.sourceDoc },
    { set: { budgetLineId: input.budgetLineId }, check: async (tx) => void (await lockedIn(tx, s, budget.id, 'exec')) },
  );
  return budgetDetail(deps, s, budget.id);
}

/** 预算结束: the actuals are written beside the plan; the budget never changes again. */
export async function closeBudget(deps: Deps, s: Session, id: number) {
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, id, 'exec');
    const lines = await repo.linesOf(tx, s.companyId, id);
    const spending = await repo.spendingOf(tx, s.companyId, id);
    const report = budgetActuals(lines, spending.map((e) => ({ lineId: e.budgetLineId, amount: e.amount })));
    await repo.updateBudget(tx, s.companyId, id, {
      status: 'closed',
      actuals: report.rows.map((r) => ({ lineId: r.lineId, planned: r.planned, actual: r.actual })),
      closedAt: new Date(),
      closedBy: s.userId,
    });
  });
  return budgetDetail(deps, s, id);
}

export async function approvalDocs({ db }: Deps, s: Session, q: z.output<typeof ApprovalDocQuery>) {
  const rows = await repo.approvalDocs(db, s.companyId, q);
  return { rows: rows.map((r) => ({ ...r, statusName: DOC_STATUS_NAMES[r.status] ?? r.status, endedAt: r.endedAt ? r.endedAt.toISOString() : null })) };
}
