import type { PatrolRoutePoints } from '@pm/contracts';
import { patrolPoints } from '@pm/domain';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { pointSigner } from './patrol-code';
import { plansForPoints } from './patrol.repo';

/** 巡检点二维码: the points each of the company's plans names, with their signed codes (巡查签到). */
export async function listPatrolPoints({ db }: { db: Db }, session: Session, planId: number | undefined): Promise<PatrolRoutePoints[]> {
  const rows = await plansForPoints(db, session.companyId, planId);
  if (planId !== undefined && rows.length === 0) throw notFound('未找到该巡查计划！', 'patrol.plan_not_found');
  const signer = await pointSigner(db);
  return rows.map((p) => ({
    planId: p.id,
    planName: p.planName,
    route: p.route,
    status: p.status,
    points: patrolPoints(p.id, p.checkpoints, p.route).map((pt) => ({ ...pt, code: signer.code(session.companyId, p.id, pt.seq, pt.name) })),
  }));
}
