import type { FastifyInstance } from 'fastify';
import { meetingOfficeRecord, memberRecord, ownerLedgerRecord, publicInfoRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecords, type WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';

type Values = Record<string, unknown>;

/** 业委会成员: the term ends after it starts. */
export function memberRules(values: Values, ctx: WriteContext): void {
  refuse(notBefore(current(values, ctx.existing), 'termStart', 'termEnd', '任期结束不能早于任期开始'));
}

/** 会务管理: ends after it starts; status only forward; an archived meeting has its minutes. */
export function meetingRules(values: Values, ctx: WriteContext): void {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startAt', 'endAt', '结束时间不能早于开始时间'),
    forwardOnly(dictionary('meeting_status'), ctx.existing?.status, v.status),
    requiredWhen(v, v.status === '3', 'minutes', '归档的会议须填写会议纪要'),
  );
}

/** 公共信息资料, 业主台账, 业委会成员, 会务管理 on the record engine. */
export function officePlugin() {
  bindRecords([
    { def: publicInfoRecord, table: schema.publicInfos },
    { def: ownerLedgerRecord, table: schema.ownerLedgers },
    { def: memberRecord, table: schema.committeeMembers, beforeWrite: memberRules },
    { def: meetingOfficeRecord, table: schema.meetings, beforeWrite: meetingRules },
  ]);
  return async (_app: FastifyInstance) => {};
}
