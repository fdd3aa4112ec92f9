import { meetingOfficeRecord, memberRecord, ownerLedgerRecord, publicInfoRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { meetingDeleteRule, meetingRules, memberRules } from './office.rules';

/** 公共信息资料, 业主台账, 业委会成员, 会务管理 on the record engine. */
export const officeBindings: RecordBinding[] = [
  bindRecord(publicInfoRecord, { table: schema.publicInfos }),
  bindRecord(ownerLedgerRecord, { table: schema.ownerLedgers }),
  // A write past the term's end stores 任期届满; a term that ends later is marked by the daily job (office.plugin.ts).
  bindRecord(memberRecord, { table: schema.committeeMembers, beforeWrite: memberRules }),
  bindRecord(meetingOfficeRecord, { table: schema.meetings, beforeWrite: meetingRules, beforeDelete: meetingDeleteRule }),
];
