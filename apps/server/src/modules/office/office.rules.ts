import type { meetingOfficeRecord, memberRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';

/** 业委会成员: the term ends after it starts. */
export function memberRules(
  values: ValuesOf<typeof memberRecord>,
  ctx: WriteContext<StoredRow<typeof schema.committeeMembers>>,
): void {
  refuse(notBefore(current(values, ctx.existing), 'termStart', 'termEnd', '任期结束不能早于任期开始'));
}

/** 会务管理: ends after it starts; status only forward; an archived meeting has its minutes. */
export function meetingRules(
  values: ValuesOf<typeof meetingOfficeRecord>,
  ctx: WriteContext<StoredRow<typeof schema.meetings>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startAt', 'endAt', '结束时间不能早于开始时间'),
    forwardOnly(dictionary('meeting_status'), ctx.existing?.status, v.status),
    requiredWhen(v, v.status === '3', 'minutes', '归档的会议须填写会议纪要'),
  );
}
