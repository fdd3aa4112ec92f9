// 办结, 变更办结人, 撤回 and 跟催 on one document, each one transaction on the locked row.
import type { DocDetail, FollowUpResult } from '@pm/contracts';
import { changeFinisher as changeFinisherRule, finishDoc, followUp as followUpRule, revoke as revokeRule } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { transition } from './transition-doc';
import { afterTransition } from './apply-transition-effects';
import { docDetail } from './read-doc';
import { activeStaffOf, userNames } from '../people.repo';

export async function finish({ db }: { db: Db }, session: Session, id: number): Promise<DocDetail> {
  await db.transaction((tx) => transition(tx, session, id, finishDoc, (row, r) => afterTransition(tx, row, r)));
  return docDetail({ db }, session, id);
}

export async function changeFinisher({ db }: { db: Db }, session: Session, input: { id: number; finisherId: number }): Promise<DocDetail> {
  await db.transaction(async (tx) => {
    const active = (await activeStaffOf(tx, session.companyId, [input.finisherId])).length === 1;
    await transition(tx, session, input.id, (d, ctx) => changeFinisherRule(d, ctx, { emp: input.finisherId, active }));
  });
  return docDetail({ db }, session, input.id);
}

export async function revokeDoc({ db }: { db: Db }, session: Session, id: number): Promise<DocDetail> {
  await db.transaction((tx) => transition(tx, session, id, revokeRule));
  return docDetail({ db }, session, id);
}

export async function followUp({ db }: { db: Db }, session: Session, id: number): Promise<FollowUpResult> {
  const r = await db.transaction((tx) => transition(tx, session, id, (d, ctx) => followUpRule(d, ctx)));
  const to = r.event.detail['to'] as number[];
  const names = await userNames(db, to);
  return { reminded: to.length, names: to.map((u) => names.get(u) ?? '') };
}
