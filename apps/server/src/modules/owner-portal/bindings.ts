import type { z } from 'zod';
import type { BindingApplyInput, BindingDecisionInput, BindingListInput, OwnerBinding, StaffBindingRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { OwnerSession } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { ownerHouses } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './bindings.repo';

// 房屋认证: an owner whose phone is not on file applies for a house (name, last 4 of the ID); staff of the house's
// company approve or reject it, and may later revoke an approval. The owner reaches the house while it is approved.

export const BINDING_LOG_KEY = 'owner-binding';

function ownerAnswer(r: repo.BindingDbRow): z.output<typeof OwnerBinding> {
  return {
    id: Number(r.id),
    houseId: Number(r.house_id),
    estateName: r.estate_name,
    houseName: r.house_name,
    name: r.name,
    state: r.state,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    reason: r.reason,
  };
}

function staffAnswer(r: repo.BindingDbRow): z.output<typeof StaffBindingRow> {
  return {
    ...ownerAnswer(r),
    estateId: Number(r.estate_id),
    houseCode: r.house_code,
    phone: r.phone,
    idLast4: r.id_last4,
    matchesRecord: r.matches_record,
    decidedByName: r.decided_by_name,
  };
}

export async function myBindings({ db }: { db: Db }, owner: OwnerSession) {
  return (await repo.bindingsOfAccount(db, owner.accountId)).map(ownerAnswer);
}

export async function applyBinding({ db }: { db: Db }, owner: OwnerSession, input: z.output<typeof BindingApplyInput>) {
  const house = await repo.liveHouse(db, input.houseId);
  if (!house) throw ownerErrors.noHouse();
  if ((await ownerHouses(db, owner)).some((h) => h.house_id === house.id)) throw ownerErrors.alreadyReached();
  const id = await repo.insertBinding(db, { companyId: house.companyId, houseId: house.id, accountId: owner.accountId, name: input.name, idLast4: input.idLast4 });
  const row = (await repo.bindingsOfAccount(db, owner.accountId)).find((r) => Number(r.id) === id)!;
  return ownerAnswer(row);
}

export async function listBindings({ db }: { db: Db }, s: Session, input: z.output<typeof BindingListInput>) {
  const { page, size, ...filter } = input;
  const { total, rows } = await repo.bindingPage(db, { companyId: s.companyId, ...filter }, page, size);
  return { total, page, size, rows: rows.map(staffAnswer) };
}

const FROM: Record<'approved' | 'rejected' | 'revoked', 'pending' | 'approved'> = { approved: 'pending', rejected: 'pending', revoked: 'approved' };
const ACTION = { approved: 'approve', rejected: 'reject', revoked: 'revoke' } as const;

/** 通过 / 驳回 / 撤销, under the application's row lock: two staff deciding at once, one wins and the other is told. */
export async function decideBinding({ db }: { db: Db }, s: Session, input: z.output<typeof BindingDecisionInput>, to: 'approved' | 'rejected' | 'revoked') {
  const reason = input.reason?.trim() || null;
  if (to !== 'approved' && !reason) throw ownerErrors.reasonRequired();
  return db.transaction(async (tx) => {
    const row = await repo.bindingById(tx, input.id, s.companyId, true);
    if (!row) throw ownerErrors.noBinding();
    if (row.state !== FROM[to]) throw ownerErrors.bindingState(row.state);
    await repo.decide(tx, Number(row.id), to, s.userId, reason);
    await logOperation(tx, s, { recordKey: BINDING_LOG_KEY, recordId: Number(row.id), action: ACTION[to], detail: { houseId: Number(row.house_id), ...(reason ? { reason } : {}) } });
    return staffAnswer((await repo.bindingById(tx, Number(row.id), s.companyId))!);
  });
}
