import type { securityEventRecord, securityInfoRecord, tempVisitRecord, visitorRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, plateField, refuse } from '../record-areas/index';

/** 安全事件: status only forward. */
export function securityEventRules(
  values: ValuesOf<typeof securityEventRecord>,
  ctx: WriteContext<StoredRow<typeof schema.securityEvents>>,
): void {
  refuse(forwardOnly(dictionary('event_status'), ctx.existing?.status, current(values, ctx.existing).status));
}

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
export function tempVisitRules(
  values: ValuesOf<typeof tempVisitRecord>,
  ctx: WriteContext<StoredRow<typeof schema.tempVisits>>,
): void {
  refuse(notBefore(current(values, ctx.existing), 'inAt', 'outAt', '离开时间不能早于进入时间'));
}

/** 安全信息: valid until a date after its publication. */
export function securityInfoRules(
  values: ValuesOf<typeof securityInfoRecord>,
  ctx: WriteContext<StoredRow<typeof schema.securityInfos>>,
): void {
  refuse(notBefore(current(values, ctx.existing), 'publishDate', 'validUntil', '有效期不能早于发布日期'));
}
