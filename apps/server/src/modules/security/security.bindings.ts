import {
  securityDealRecord,
  securityEventRecord,
  securityInfoRecord,
  tempVisitRecord,
  visitorRecord,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { securityEventRules, securityInfoRules, tempVisitRules, visitorRules } from './security.rules';

/** 公共安全: events, their handling, visitors, temporary visits and safety information. */
export const securityBindings: RecordBinding[] = [
  bindRecord(securityEventRecord, { table: schema.securityEvents, beforeWrite: securityEventRules }),
  bindRecord(securityDealRecord, { table: schema.securityDeals }),
  bindRecord(visitorRecord, { table: schema.visitors, beforeWrite: visitorRules }),
  bindRecord(tempVisitRecord, { table: schema.tempVisits, beforeWrite: tempVisitRules }),
  bindRecord(securityInfoRecord, { table: schema.securityInfos, beforeWrite: securityInfoRules }),
];
