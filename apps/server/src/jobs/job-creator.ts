import { and, eq } from 'drizzle-orm';
import type { EndpointRights, Role } from '@pm/contracts';
import { schema, type DbOrTx } from '@pm/db';
import { rejected } from '../errors/app-error';
import type { Session } from '../http/session';
import { decideFor, type Rights } from '../modules/menu/index';
import type { JobRow } from './jobs.repo';

/** The job's creator, still in its company and not disabled; refused (creatorGone) otherwise. */
async function activeCreator(db: DbOrTx, job: Pick<JobRow, 'companyId' | 'createdBy'>) {
  const u = schema.users;
  const [user] =
    job.createdBy === null
      ? []
      : await db
          .select({ id: u.id, username: u.username, role: u.role, disabled: u.disabled, mustChangePassword: u.mustChangePassword, tokenVersion: u.tokenVersion })
          .from(u)
          .where(and(eq(u.id, job.createdBy), eq(u.companyId, job.companyId)));
  if (!user || user.disabled) throw creatorGone();
  return user;
}

/**
 * A job works as the person who started it (for a scheduled job, the schedule's owner): their
 * company, role and current menu stamp, as a session without a token. Read when the task runs, so a
 * person disabled or moved since the job started does not act through it: the task is refused.
 */
export async function creatorSession(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId' | 'createdBy'>,
): Promise<Session> {
  const user = await activeCreator(db, job);
  const [stamp] = await db
    .select({ stamp: schema.menuStamps.stamp })
    .from(schema.menuStamps)
    .where(eq(schema.menuStamps.id, 1));
  return {
    userId: user.id,
    companyId: job.companyId,
    role: user.role as Role,
    username: user.username,
    jti: `job:${job.id}`,
    exp: 0,
    mustChangePassword: false,
    menuStamp: stamp?.stamp ?? 0,
  };
}

const creatorGone = () =>
  rejected(409, 'jobs.creator_gone', '作业的创建人已停用或不存在，请由在职人员重新设置定时任务或重新操作');

/**
 * The job's creator as a session, refused unless they may still call the endpoint whose work the
 * job does (`endpointRights`, from its contract): a schedule fires as its owner, so an owner without
 * the function (or who lost it since) cannot get the work done through 定时任务.
 */
export async function allowedCreator(
  db: DbOrTx,
  rights: Rights,
  job: Pick<JobRow, 'id' | 'companyId' | 'createdBy'>,
  endpointRights: EndpointRights | undefined,
  refusal: (why: string) => Error,
): Promise<Session> {
  const session = await creatorSession(db, job);
  if (endpointRights?.kind !== 'function') throw new Error('the job endpoint names no function right');
  const decision = await decideFor(rights, session, endpointRights.functions, endpointRights.access);
  if (!decision.allowed) throw refusal(decision.msg);
  return session;
}

/**
 * What a token for the job's creator carries (an export job replays its request as them): their current token version,
 * so a password change or a sign-out of every session since voids what the job does as them.
 */
export async function creatorTokenSubject(
  db: DbOrTx,
  job: Pick<JobRow, 'id' | 'companyId' | 'createdBy'>,
): Promise<{ userId: number; companyId: number; role: Role; username: string; mustChangePassword: boolean; tokenVersion: number }> {
  const user = await activeCreator(db, job);
  return {
    userId: user.id,
    companyId: job.companyId,
    role: user.role as Role,
    username: user.username,
    mustChangePassword: user.mustChangePassword,
    tokenVersion: user.tokenVersion,
  };
}
