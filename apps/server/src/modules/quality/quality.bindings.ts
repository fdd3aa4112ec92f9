import { qaHistoryRecord, qaPlanRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { qaHistoryRules, qaPlanRules } from './quality.rules';

/** 品质检查: plans and the checks done under them, on the record engine. */
export const qualityBindings: RecordBinding[] = [
  bindRecord(qaPlanRecord, { table: schema.qaPlans, beforeWrite: qaPlanRules }),
  bindRecord(qaHistoryRecord, { table: schema.qaHistories, beforeWrite: qaHistoryRules }),
];
