import { badRequest, conflict, notFound, type AppError } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// The owners' refusals (issue 15): dotted codes and their Chinese messages. The constraints and
// triggers of packages/db/sql/owners.sql end a race that passed the checks here.

const ALREADY_VOTED = '该投票人已投票，不能重复投票';
const VOTE_CLOSED = '表决已结束，不能再投票';
registerConstraint('owner_ballots_voter_unique', 409, 'owners.already_voted', ALREADY_VOTED);
registerConstraint('owner_ballots_vote_open', 409, 'owners.vote_closed', VOTE_CLOSED);
registerConstraint('owner_votes_closed_final', 409, 'owners.vote_already_closed', '该表决已结束，不能重复结束');
registerConstraint('owner_accounts_balance_check', 409, 'owners.balance_short', '账户余额不足');
registerConstraint('repair_withdrawals_vote_unique', 409, 'owners.vote_used', '该表决已用于一次维修资金使用，不能重复使用');
registerConstraint('repair_withdrawals_vote_passed', 409, 'owners.vote_not_passed', '该表决未通过使用维修资金，不能使用维修资金');
registerConstraint('public_budgets_closed_final', 409, 'owners.budget_closed', '预算已结束，不能再修改');
registerConstraint('public_budgets_step', 409, 'owners.budget_step', '预算状态已变化，请刷新后重试');
registerConstraint('public_budget_lines_draft_only', 409, 'owners.budget_step', '预算已提交，不能再修改预算行');
registerConstraint('owner_account_entries_budget_exec', 409, 'owners.budget_step', '预算不在执行阶段，不能计入预算支出');
registerConstraint('public_budgets_year_unique', 409, 'owners.budget_year_taken', '该楼盘该年度的预算已存在');
registerConstraint('outsourcing_contracts_no_unique', 409, 'owners.contract_no_taken', '合同编号已存在');
registerConstraint('outsourcing_contracts_final', 409, 'owners.contract_ended', '合同已结束，不能再变更');
registerConstraint('outsourcing_contracts_step', 409, 'owners.contract_step', '合同状态已变化，请刷新后重试');
registerConstraint('outsourcing_contracts_terms_draft', 409, 'owners.contract_step', '合同已提交表决，不能再修改条款');
registerConstraint('outsourcing_contracts_vote', 409, 'owners.contract_step', '合同状态已变化，请刷新后重试');
registerConstraint('outsourcing_contracts_vote_passed', 409, 'owners.contract_vote_failed', '合同的业主表决未通过，不能签订');
registerConstraint('outsourcing_payments_signed', 409, 'owners.contract_not_signed', '只有已签订的合同才能付款');
registerConstraint('outsourcing_payments_within_amount', 409, 'owners.contract_overpaid', '付款金额超过合同未付金额');
registerConstraint('owner_votes_meeting_open', 409, 'owners.meeting_unusable', '会议已归档或不属于本楼盘，不能关联表决');
registerConstraint('repair_withdrawals_doc_finished', 409, 'owners.doc_not_finished', '审批公文尚未完结，不能使用维修资金');

/** A bad field of a form: 400 naming the field with its Chinese message. */
export const fieldError = (path: string, message: string): AppError => badRequest('owners.invalid', message, [{ path, message }]);

export const ownersErrors = {
  notFound: (what: '楼盘' | '房屋' | '楼宇' | '表决' | '投票人' | '审批公文' | '预算' | '预算行' | '外包合同' | '会议') => notFound(`${what}不存在`, 'owners.not_found'),
  alreadyVoted: () => conflict('owners.already_voted', ALREADY_VOTED),
  notAVoter: () => conflict('owners.not_a_voter', '投票人不是本次表决的业主，不能投票'),
  voteClosed: () => conflict('owners.vote_closed', VOTE_CLOSED),
  alreadyClosed: () => conflict('owners.vote_already_closed', '该表决已结束，不能重复结束'),
  voteOpen: () => conflict('owners.vote_open', '表决尚未结束，不能使用维修资金'),
  voteNotPassed: () => conflict('owners.vote_not_passed', '表决未通过，不能使用维修资金'),
  wrongMatter: () => conflict('owners.wrong_matter', '该表决不是“使用建筑物及其附属设施的维修资金”事项，不能使用维修资金'),
  voteOtherEstate: () => conflict('owners.vote_other_estate', '该表决不属于本楼盘'),
  docNotFinished: () => conflict('owners.doc_not_finished', '审批公文尚未完结，不能使用维修资金'),
  meetingNotOwners: () => conflict('owners.meeting_not_owners', '只有业主大会或业委会会议可以关联表决'),
  meetingOtherEstate: () => conflict('owners.meeting_other_estate', '该会议不属于本楼盘'),
  meetingArchived: () => conflict('owners.meeting_archived', '会议已归档，不能再关联表决'),
  notAnElection: () => conflict('owners.not_an_election', '该表决不是业委会选举'),
  electionOpen: () => conflict('owners.election_open', '选举尚未结束，不能登记当选成员'),
  electionInvalid: () => conflict('owners.election_invalid', '选举未达到参与要求，当选无效，不能登记当选成员'),
  membersRegistered: () => conflict('owners.members_registered', '该选举的当选成员已登记'),
  noElectorate: () => conflict('owners.no_electorate', '该楼盘没有房屋，无法确定投票人'),
  withdrawalShort: (message: string) => conflict('owners.balance_short', message),
  noFund: (message: string) => conflict('owners.no_fund', message),
  budgetYearTaken: (year: number) => conflict('owners.budget_year_taken', `该楼盘${year}年度的预算已存在`),
  budgetStep: (now: string, needed: string) => conflict('owners.budget_step', `预算当前为“${now}”，此操作需在“${needed}”阶段进行`),
  auditDocUnusable: () => conflict('owners.audit_doc_unusable', '审核公文为草稿或已终止，不能用于预算审核'),
  auditNotFinished: () => conflict('owners.audit_not_finished', '预算审核公文尚未完结，不能提交表决'),
  budgetVoteOpen: () => conflict('owners.budget_vote_open', '预算表决尚未结束，不能开始执行'),
  budgetVoteFailed: () => conflict('owners.budget_vote_failed', '预算表决未通过，不能开始执行'),
  budgetVotePassed: () => conflict('owners.budget_vote_passed', '预算表决已通过，不能退回编制'),
  contractNoTaken: (no: string) => conflict('owners.contract_no_taken', `合同编号“${no}”已存在`),
  contractStep: (now: string, needed: string) => conflict('owners.contract_step', `合同当前为“${now}”，此操作需在“${needed}”状态进行`),
  contractVoteOpen: () => conflict('owners.contract_vote_open', '合同的业主表决尚未结束'),
  contractVoteFailed: () => conflict('owners.contract_vote_failed', '合同的业主表决未通过，不能签订'),
  contractVotePassed: () => conflict('owners.contract_vote_passed', '合同的业主表决已通过，不能退回草拟'),
  contractRefused: (code: 'contract_not_signed' | 'contract_overpaid' | 'contract_ended', message: string) => conflict(`owners.${code}`, message),
};
