import { infoItemRecord, websiteContentRecord, workCalendarRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { websiteContentRules } from './setup.rules';

/** 管理设置: information items, the work calendar and website content on the record engine. */
export const setupBindings: RecordBinding[] = [
  bindRecord(infoItemRecord, { table: schema.infoItems }),
  bindRecord(workCalendarRecord, { table: schema.workCalendarDays }),
  bindRecord(websiteContentRecord, { table: schema.websiteContents, beforeWrite: websiteContentRules }),
];
