import type { FastifyInstance } from 'fastify';
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
import { bindRecords } from '../records/index';
import {
  caseAcceptRules,
  complaintRules,
  decorationRules,
  dispatchRules,
  moveInInspectRules,
  rentingRules,
} from './service.rules';

/** 客户服务: eight record types on the record engine, with their rules. */
export function servicePlugin() {
  bindRecords([
    { def: complaintRecord, table: schema.complaints, beforeWrite: complaintRules },
    { def: dispatchRecord, table: schema.dispatches, beforeWrite: dispatchRules },
    { def: caseAcceptRecord, table: schema.caseAccepts, beforeWrite: caseAcceptRules },
    { def: visitRecord, table: schema.visits },
    { def: decorationRecord, table: schema.decorations, beforeWrite: decorationRules },
    { def: moveInInspectRecord, table: schema.moveInInspections, beforeWrite: moveInInspectRules },
    { def: customerRelationRecord, table: schema.customerRelations },
    { def: rentingRecord, table: schema.rentings, beforeWrite: rentingRules },
  ]);
  return async (_app: FastifyInstance) => {};
}
