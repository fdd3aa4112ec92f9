import type { FastifyInstance } from 'fastify';
import {
  securityDealRecord,
  securityEventRecord,
  securityInfoRecord,
  tempVisitRecord,
  visitorRecord,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecords, type WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, plateField, refuse } from '../record-areas/index';

type Values = Record<string, unknown>;

/** 安全事件: status only forward. */
export function securityEventRules(values: Values, ctx: WriteContext): void {
  refuse(forwardOnly(dictionary('event_status'), ctx.existing?.status, current(values, ctx.existing).status));
}

/** 访客登记: leaves after arriving; a plate, when given, is a Chinese plate (upper-cased). */
export function visitorRules(values: Values, ctx: WriteContext): void {
  const v = current(values, ctx.existing);
  refuse(notBefore(v, 'arrivedAt', 'leftAt', '离开时间不能早于到访时间'), plateField(v, 'plateNo'));
  if (typeof values.plateNo === 'string') values.plateNo = values.plateNo.toUpperCase();
}

/** 临时来访: leaves after coming in. */
export function tempVisitRules(values: Values, ctx: WriteContext): void {
  refuse(notBefore(current(values, ctx.existing), 'inAt', 'outAt', '离开时间不能早于进入时间'));
}

/** 安全信息: valid until a date after its publication. */
export function securityInfoRules(values: Values, ctx: WriteContext): void {
  refuse(notBefore(current(values, ctx.existing), 'publishDate', 'validUntil', '有效期不能早于发布日期'));
}

/** 公共安全: events, their handling, visitors, temporary visits and safety information. */
export function securityPlugin() {
  bindRecords([
    { def: securityEventRecord, table: schema.securityEvents, beforeWrite: securityEventRules },
    { def: securityDealRecord, table: schema.securityDeals },
    { def: visitorRecord, table: schema.visitors, beforeWrite: visitorRules },
    { def: tempVisitRecord, table: schema.tempVisits, beforeWrite: tempVisitRules },
    { def: securityInfoRecord, table: schema.securityInfos, beforeWrite: securityInfoRules },
  ]);
  return async (_app: FastifyInstance) => {};
}
