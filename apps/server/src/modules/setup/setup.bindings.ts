import { infoItemRecord, websiteContentRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import { websiteContentRules } from './setup.rules';

/** 管理设置: information items and website content on the record engine. */
export const setupBindings: RecordBinding[] = [
  bindRecord(infoItemRecord, { table: schema.infoItems }),
  bindRecord(websiteContentRecord, { table: schema.websiteContents, beforeWrite: websiteContentRules }),
];
