import type { FastifyInstance } from 'fastify';
import { ownerAccountEndpoints as a, ownerBudgetEndpoints as b, ownerVoteEndpoints as v, outsourcingEndpoints as o } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { recordBallot } from './ballots';
import { approvalDocs, budgetDetail, closeBudget, createBudget, executeBudget, listBudgets, redraftBudget, setBudgetLines, spendOnBudget, startBudgetVote, submitBudgetAudit } from './budgets';
import { contractDetail, createContract, endContract, listContracts, payContract, redraftContract, signContract, startContractVote, updateContract } from './outsourcing';
import { exportContracts } from './outsourcing-export';
import { addPublicEntry, publicAccount } from './public-account';
import { allocateRepairInterest, depositRepairFund, exportRepairHouses, exportRepairStatement, repairHouses, repairStatement, setRepairShares } from './repair-fund';
import { listWithdrawals, withdrawRepairFund } from './repair-withdrawal';
import { registerElectedMembers } from './election-members';
import { meetingArchive } from './meeting-archive';
import { closeVote, exportBallots, voteResult } from './vote-result';
import { createElection, createVote, listVotes, voters } from './votes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 业主账户 (public account, repair fund), 业主决策 (votes, elections, outsourcing) and 公共收益预算. */
export function registerOwnersRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, a.publicAccount, ({ input, session }) => publicAccount(deps, session, input));
  registerEndpoint(app, a.publicIncome, ({ input, session }) => addPublicEntry(deps, session, 'income', input));
  registerEndpoint(app, a.publicSpending, ({ input, session }) => addPublicEntry(deps, session, 'spending', input));
  registerEndpoint(app, a.repairHouses, ({ input, session }) => repairHouses(deps, session, input));
  registerEndpoint(app, a.repairShares, ({ input, session }) => setRepairShares(deps, session, input));
  registerEndpoint(app, a.repairDeposit, ({ input, session }) => depositRepairFund(deps, session, input));
  registerEndpoint(app, a.repairInterest, ({ input, session }) => allocateRepairInterest(deps, session, input));
  registerEndpoint(app, a.repairWithdraw, ({ input, session }) => withdrawRepairFund(deps, session, input));
  registerEndpoint(app, a.repairWithdrawals, ({ input, session }) => listWithdrawals(deps, session, input.estateId));
  registerEndpoint(app, a.repairStatement, ({ input, session }) => repairStatement(deps, session, input));
  registerEndpoint(app, a.repairHousesExport, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...q } = input;
    const { stream, fileName } = await exportRepairHouses(deps, session, q, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, a.repairStatementExport, async ({ input, session, reply }) => {
    const { houseId, ...purpose } = input;
    const { stream, fileName } = await exportRepairStatement(deps, session, houseId, purpose);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });

  registerEndpoint(app, v.createVote, ({ input, session }) => createVote(deps, session, input));
  registerEndpoint(app, v.createElection, ({ input, session }) => createElection(deps, session, input));
  registerEndpoint(app, v.listVotes, ({ input, session }) => listVotes(deps, session, input));
  registerEndpoint(app, v.voters, ({ input, session }) => voters(deps, session, input.id));
  registerEndpoint(app, v.recordBallot, ({ input, session }) => recordBallot(deps, session, input));
  registerEndpoint(app, v.close, ({ input, session }) => closeVote(deps, session, input.id));
  registerEndpoint(app, v.result, ({ input, session }) => voteResult(deps, session, input.id));
  registerEndpoint(app, v.electedMembers, ({ input, session }) => registerElectedMembers(deps, session, input));
  registerEndpoint(app, v.archive, ({ input, session }) => meetingArchive(deps, session, input.estateId));
  registerEndpoint(app, v.exportBallots, async ({ input, session, reply }) => {
    const { id, ...purpose } = input;
    const { stream, fileName } = await exportBallots(deps, session, id, purpose);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });

  registerEndpoint(app, b.list, ({ input, session }) => listBudgets(deps, session, input));
  registerEndpoint(app, b.detail, ({ input, session }) => budgetDetail(deps, session, input.id));
  registerEndpoint(app, b.create, ({ input, session }) => createBudget(deps, session, input));
  registerEndpoint(app, b.setLines, ({ input, session }) => setBudgetLines(deps, session, input.id, input.lines));
  registerEndpoint(app, b.submitAudit, ({ input, session }) => submitBudgetAudit(deps, session, input.id, input.wfDocId));
  registerEndpoint(app, b.startVote, ({ input, session }) => startBudgetVote(deps, session, input));
  registerEndpoint(app, b.redraft, ({ input, session }) => redraftBudget(deps, session, input.id));
  registerEndpoint(app, b.execute, ({ input, session }) => executeBudget(deps, session, input.id));
  registerEndpoint(app, b.spend, ({ input, session }) => spendOnBudget(deps, session, input));
  registerEndpoint(app, b.close, ({ input, session }) => closeBudget(deps, session, input.id));
  registerEndpoint(app, b.approvalDocs, ({ input, session }) => approvalDocs(deps, session, input));

  registerEndpoint(app, o.list, ({ input, session }) => listContracts(deps, session, input));
  registerEndpoint(app, o.detail, ({ input, session }) => contractDetail(deps, session, input.id));
  registerEndpoint(app, o.create, ({ input, session }) => createContract(deps, session, input));
  registerEndpoint(app, o.update, ({ input: { id, ...terms }, session }) => updateContract(deps, session, id, terms));
  registerEndpoint(app, o.startVote, ({ input, session }) => startContractVote(deps, session, input));
  registerEndpoint(app, o.redraft, ({ input, session }) => redraftContract(deps, session, input.id));
  registerEndpoint(app, o.sign, ({ input, session }) => signContract(deps, session, input));
  registerEndpoint(app, o.pay, ({ input, session }) => payContract(deps, session, input));
  registerEndpoint(app, o.end, ({ input, session }) => endContract(deps, session, input));
  registerEndpoint(app, o.export, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...filter } = input;
    const { stream, fileName } = await exportContracts(deps, session, filter, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
