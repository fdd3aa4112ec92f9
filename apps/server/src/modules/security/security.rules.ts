import type { securityEventRecord, securityInfoRecord, tempVisitRecord, visitorRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { checksRule, current, dictionary, forwardOnly, notBefore, plateField, refuse } from '../record-areas/index';

/** 安全事件: status only forward. */
export const securityEventRules = checksRule<typeof securityEventRecord, typeof schema.securityEvents>(
  (v, existing) => [forwardOnly(dictionary('event_status'), existing?.status, v.status)],
);

/** 访客登记: leaves after arriving; a plate, when given, is a Chinese plate (upper-cased). */
export function visitorRules(
  values: ValuesOf<typeof visitorRecord>,
  ctx: WriteContext<StoredRow<typeof schema.visitors>>,
): void {
  const v = current(values, ctx.existing);
  refuse(notBefore(v, 'arrivedAt', 'leftAt', '离开时间不能早于到访时间'), plateField(v, 'plateNo'));
  if (typeof values.plateNo === 'string') values.plateNo = values.plateNo.toUpperCase();
}

/** 临时来访: leaves after coming in. */
export const tempVisitRules = checksRule<typeof tempVisitRecord, typeof schema.tempVisits>((v) => [
  notBefore(v, 'inAt', 'outAt', '离开时间不能早于进入时间'),
]);

/** 安全信息: valid until a date after its publication. */
export const securityInfoRules = checksRule<typeof securityInfoRecord, typeof schema.securityInfos>((v) => [
  notBefore(v, 'publishDate', 'validUntil', '有效期不能早于发布日期'),
]);
