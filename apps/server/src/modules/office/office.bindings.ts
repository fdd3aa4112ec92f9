import { meetingOfficeRecord, memberRecord, ownerLedgerRecord, publicInfoRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { markEndedTerms } from './office.repo';
import { chinaToday, meetingDeleteRule, meetingRules, memberRules } from './office.rules';

/** 公共信息资料, 业主台账, 业委会成员, 会务管理 on the record engine. */
export const officeBindings: RecordBinding[] = [
  bindRecord(publicInfoRecord, { table: schema.publicInfos }),
  bindRecord(ownerLedgerRecord, { table: schema.ownerLedgers }),
  bindRecord(memberRecord, {
    table: schema.committeeMembers,
    beforeWrite: memberRules,
    // A term that ended since the last write shows as 任期届满 (docs/decisions.md).
    beforeRead: (session, db) => markEndedTerms(db, session.companyId, chinaToday()),
  }),
  bindRecord(meetingOfficeRecord, { table: schema.meetings, beforeWrite: meetingRules, beforeDelete: meetingDeleteRule }),
];
