import {
  caseAcceptRecord,
  complaintRecord,
  customerRelationRecord,
  decorationRecord,
  dispatchRecord,
  moveInInspectRecord,
  rentingRecord,
  visitRecord,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import {
  caseAcceptRules,
  complaintRules,
  decorationRules,
  dispatchRules,
  moveInInspectRules,
  rentingRules,
} from './service.rules';

/** 客户服务: eight record types on the record engine, with their rules (service.rules.ts). */
export const serviceBindings: RecordBinding[] = [
  bindRecord(complaintRecord, { table: schema.complaints, beforeWrite: complaintRules }),
  bindRecord(dispatchRecord, { table: schema.dispatches, beforeWrite: dispatchRules }),
  bindRecord(caseAcceptRecord, { table: schema.caseAccepts, beforeWrite: caseAcceptRules }),
  bindRecord(visitRecord, { table: schema.visits }),
  bindRecord(decorationRecord, { table: schema.decorations, beforeWrite: decorationRules }),
  bindRecord(moveInInspectRecord, { table: schema.moveInInspections, beforeWrite: moveInInspectRules }),
  bindRecord(customerRelationRecord, { table: schema.customerRelations }),
  bindRecord(rentingRecord, { table: schema.rentings, beforeWrite: rentingRules }),
];
