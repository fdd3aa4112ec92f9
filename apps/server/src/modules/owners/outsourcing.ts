import type { z } from 'zod';
import type { ContractEndInput, ContractPaymentInput, ContractSignInput, ContractTermsInput, ContractVoteInput, OutsourcingListQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import {
  chinaDay,
  contractEnd,
  contractPayment,
  contractTerms,
  dec,
  OUTSOURCING_MATTER_CLASS,
  OUTSOURCING_SERVICE_KINDS,
  OUTSOURCING_SPENDING_KIND,
  OUTSOURCING_STATUSES,
  type OutsourcingServiceKind,
  type OutsourcingStatus,
} from '@pm/domain';
import type { Session } from '../../http/session';
import * as accounts from './accounts.repo';
import { toEntry } from './entry-rows';
import { estateOf } from './find-estate';
import * as repo from './outsourcing.repo';
import { fieldError, ownersErrors } from './owners.errors';
import { addPublicEntry } from './public-account';
import { createVote } from './votes';

// 外包管理: 草拟 → 表决中 (an owners' vote, item 9) → 已签订 (the vote closed and passed) → 已终止 /
// 已到期; a failed vote sends the contract back to 草拟 (the vote stays as history). Payments are
// spending entries of the estate's public account, under the contract's row lock, never above the
// account's balance nor the contract's unpaid amount. Each step is checked again by the database
// (outsourcing_contracts_guard, owner_account_entries_contract_check).

type Deps = { db: Db };
type Terms = z.output<typeof ContractTermsInput>;

export function toContractRow(r: repo.ContractRecord) {
  const status = r.status as OutsourcingStatus;
  const serviceKind = r.serviceKind as OutsourcingServiceKind;
  return {
    id: r.id,
    estateId: r.estateId,
    estateName: r.estateName,
    contractNo: r.contractNo,
    contractor: r.contractor,
    serviceKind,
    serviceKindName: OUTSOURCING_SERVICE_KINDS[serviceKind],
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    amount: r.amount,
    paid: dec(r.paid).toFixed(2),
    unpaid: dec(r.amount).minus(r.paid).toFixed(2),
    paymentTerms: r.paymentTerms,
    status,
    statusName: OUTSOURCING_STATUSES[status],
    voteId: r.voteId,
    voteTitle: r.voteTitle,
    voteStatus: r.voteStatus,
    votePassed: r.votePassed,
    rejectedVoteIds: r.rejectedVoteIds,
    signedOn: r.signedOn,
    endedOn: r.endedOn,
    endReason: r.endReason,
  };
}

async function found(db: DbOrTx, s: Session, id: number) {
  const r = await repo.findContract(db, s.companyId, id);
  if (!r) throw ownersErrors.notFound('外包合同');
  return r;
}

export async function listContracts({ db }: Deps, s: Session, q: z.output<typeof OutsourcingListQuery>) {
  const { page, size, ...filter } = q;
  const result = await repo.contractPage(db, s.companyId, filter, page, size);
  return { total: result.total, page, size, rows: result.rows.map(toContractRow) };
}

/** The contract with its payments (instalments in order) and its estate's public balance. */
export async function contractDetail({ db }: Deps, s: Session, id: number) {
  const r = await found(db, s, id);
  const payments = await repo.paymentsOf(db, s.companyId, r.id);
  const account = await accounts.findAccount(db, { companyId: s.companyId, estateId: r.estateId, kind: 'public', houseId: 0 });
  return {
    ...toContractRow(r),
    payments: payments.map((p, i) => ({ ...toEntry(p), instalment: i + 1 })),
    publicBalance: dec(account?.balance ?? '0').toFixed(2),
  };
}

async function checkedTerms(db: Db, s: Session, input: Terms, exceptId = 0) {
  const estate = await estateOf(db, s, input.estateId);
  const terms = contractTerms(input);
  if ('error' in terms) throw fieldError(terms.field, terms.error);
  if (await repo.contractNoTaken(db, s.companyId, input.contractNo, exceptId)) throw ownersErrors.contractNoTaken(input.contractNo);
  return {
    estateId: estate.id,
    contractNo: input.contractNo,
    contractor: input.contractor,
    serviceKind: input.serviceKind,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    amount: terms.amount,
    paymentTerms: input.paymentTerms,
  };
}

/** Takes the contract's row lock and refuses unless it is in the state given. */
async function lockedIn(tx: DbOrTx, s: Session, id: number, status: OutsourcingStatus) {
  const c = await repo.lockContract(tx, s.companyId, id);
  if (!c) throw ownersErrors.notFound('外包合同');
  if (c.status !== status) throw ownersErrors.contractStep(OUTSOURCING_STATUSES[c.status as OutsourcingStatus], OUTSOURCING_STATUSES[status]);
  return c;
}

export async function createContract(deps: Deps, s: Session, input: Terms) {
  const terms = await checkedTerms(deps.db, s, input);
  const id = await deps.db.transaction((tx) => repo.insertContract(tx, { companyId: s.companyId, ...terms, createdBy: s.userId }));
  return contractDetail(deps, s, id);
}

/** 修改条款: only while 草拟. */
export async function updateContract(deps: Deps, s: Session, id: number, input: Terms) {
  await found(deps.db, s, id);
  const terms = await checkedTerms(deps.db, s, input, id);
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, id, 'draft');
    await repo.updateContract(tx, s.companyId, id, terms);
  });
  return contractDetail(deps, s, id);
}

/** 提交表决: an owners' vote of item 9 on the contract's terms. */
export async function startContractVote(deps: Deps, s: Session, input: z.output<typeof ContractVoteInput>) {
  const c = await found(deps.db, s, input.id);
  if (c.status !== 'draft') throw ownersErrors.contractStep(OUTSOURCING_STATUSES[c.status as OutsourcingStatus], OUTSOURCING_STATUSES.draft);
  if (input.endsOn < input.startsOn) throw fieldError('endsOn', '截止日期不能早于开始日期');
  const kind = OUTSOURCING_SERVICE_KINDS[c.serviceKind as OutsourcingServiceKind];
  const vote = await createVote(deps, s, {
    estateId: c.estateId,
    title: `关于选聘${c.contractor}提供${kind}服务的表决`.slice(0, 200),
    matterClass: OUTSOURCING_MATTER_CLASS,
    description: `外包合同${c.contractNo}：${c.contractor}，${kind}服务，期限${c.startsOn}至${c.endsOn}，合同金额${c.amount}元，由公共账户支付。付款方式：${c.paymentTerms || '按合同约定'}。`.slice(0, 2000),
    startsOn: input.startsOn,
    endsOn: input.endsOn,
  });
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, input.id, 'draft');
    await repo.updateContract(tx, s.companyId, input.id, { status: 'voting', voteId: vote.id });
  });
  return contractDetail(deps, s, input.id);
}

/** 退回草拟: the vote closed without passing; it stays in the contract's history. */
export async function redraftContract(deps: Deps, s: Session, id: number) {
  const c = await found(deps.db, s, id);
  if (c.status !== 'voting') throw ownersErrors.contractStep(OUTSOURCING_STATUSES[c.status as OutsourcingStatus], OUTSOURCING_STATUSES.voting);
  if (c.voteStatus !== 'closed') throw ownersErrors.contractVoteOpen();
  if (c.votePassed) throw ownersErrors.contractVotePassed();
  await deps.db.transaction(async (tx) => {
    const locked = await lockedIn(tx, s, id, 'voting');
    await repo.updateContract(tx, s.companyId, id, { status: 'draft', voteId: null, rejectedVoteIds: [...locked.rejectedVoteIds, locked.voteId!] });
  });
  return contractDetail(deps, s, id);
}

/** 签订: only after the contract's vote closed and passed. */
export async function signContract(deps: Deps, s: Session, input: z.output<typeof ContractSignInput>) {
  const c = await found(deps.db, s, input.id);
  if (c.status !== 'voting') throw ownersErrors.contractStep(OUTSOURCING_STATUSES[c.status as OutsourcingStatus], OUTSOURCING_STATUSES.voting);
  if (c.voteStatus !== 'closed') throw ownersErrors.contractVoteOpen();
  if (!c.votePassed) throw ownersErrors.contractVoteFailed();
  await deps.db.transaction(async (tx) => {
    await lockedIn(tx, s, input.id, 'voting');
    await repo.updateContract(tx, s.companyId, input.id, { status: 'signed', signedOn: input.signedOn ?? chinaDay() });
  });
  return contractDetail(deps, s, input.id);
}

/** 付款: a spending of the estate's public account for the contract, one immutable entry per instalment. */
export async function payContract(deps: Deps, s: Session, input: z.output<typeof ContractPaymentInput>) {
  const c = await found(deps.db, s, input.id);
  await addPublicEntry(
    deps,
    s,
    'spending',
    { estateId: c.estateId, kind: OUTSOURCING_SPENDING_KIND, amount: input.amount, entryDate: input.entryDate, summary: input.summary, sourceDoc: input.sourceDoc },
    {
      set: { outsourcingContractId: c.id },
      check: async (tx) => {
        const locked = await repo.lockContract(tx, s.companyId, c.id);
        if (!locked) throw ownersErrors.notFound('外包合同');
        const checked = contractPayment({ status: locked.status as OutsourcingStatus, amount: input.amount, contractAmount: locked.amount, paid: locked.paid });
        if ('error' in checked) throw ownersErrors.contractRefused(checked.field === 'id' ? 'contract_not_signed' : 'contract_overpaid', checked.error);
      },
    },
  );
  return contractDetail(deps, s, c.id);
}

/** 终止 (any open state, today) or 到期 (signed, after its last day). */
export async function endContract(deps: Deps, s: Session, input: z.output<typeof ContractEndInput>) {
  await found(deps.db, s, input.id);
  await deps.db.transaction(async (tx) => {
    const c = await repo.lockContract(tx, s.companyId, input.id);
    if (!c) throw ownersErrors.notFound('外包合同');
    const ended = contractEnd({ status: c.status as OutsourcingStatus, how: input.how, endsOn: c.endsOn, today: chinaDay() });
    if ('error' in ended) throw ownersErrors.contractRefused('contract_ended', ended.error);
    await repo.updateContract(tx, s.companyId, input.id, { status: input.how, endedOn: ended.endedOn, endReason: input.reason });
  });
  return contractDetail(deps, s, input.id);
}
