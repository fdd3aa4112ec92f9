import type { meetingOfficeRecord, memberRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import { chinaToday, isOwnersMeeting, memberStatusOn, termProblem } from '@pm/domain';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';
import { officeErrors } from './office.errors';
import { meetingVoteCounts } from './office.repo';


/** 业委会成员: the term ends after it starts and lasts five years at most; past its end the member is 任期届满. */
export function memberRules(
  values: ValuesOf<typeof memberRecord>,
  ctx: WriteContext<StoredRow<typeof schema.committeeMembers>>,
): void {
  const v = current(values, ctx.existing);
  refuse(notBefore(v, 'termStart', 'termEnd', '任期结束不能早于任期开始'));
  const problem = v.termStart && v.termEnd ? termProblem(v.termStart, v.termEnd) : undefined;
  refuse(problem ? { path: 'termEnd', message: problem } : undefined);
  const status = memberStatusOn(v.status, v.termEnd, chinaToday());
  if (status !== v.status) values.status = status ?? null;
}

/**
 * 会务管理: ends after it starts; status only forward; an archived meeting has its minutes; an
 * owners' meeting names its estate; a meeting with an open vote is not archived, one with votes
 * keeps its estate and type.
 */
export async function meetingRules(
  values: ValuesOf<typeof meetingOfficeRecord>,
  ctx: WriteContext<StoredRow<typeof schema.meetings>>,
): Promise<void> {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startAt', 'endAt', '结束时间不能早于开始时间'),
    forwardOnly(dictionary('meeting_status'), ctx.existing?.status, v.status),
    requiredWhen(v, v.status === '3', 'minutes', '归档的会议须填写会议纪要'),
    requiredWhen(v, isOwnersMeeting(v.meetingType), 'estateId', '业主大会、业委会会议须选择楼盘'),
  );
  const old = ctx.existing;
  if (!old) return;
  const votes = await meetingVoteCounts(ctx.tx, ctx.session.companyId, old.id);
  if (votes.total > 0 && (v.estateId !== old.estateId || v.meetingType !== old.meetingType)) throw officeErrors.votesKept();
  if (votes.open > 0 && v.status === '3' && old.status !== '3') throw officeErrors.votesOpen();
}

/** A meeting that holds votes is kept (the votes' record of where they were put). */
export async function meetingDeleteRule(
  row: StoredRow<typeof schema.meetings>,
  ctx: WriteContext<StoredRow<typeof schema.meetings>>,
): Promise<void> {
  if ((await meetingVoteCounts(ctx.tx, ctx.session.companyId, row.id)).total > 0) throw officeErrors.votesKept();
}
