import type { qaHistoryRecord, qaPlanRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';

/** 品质检查计划: it ends after it starts; status only forward. */
export function qaPlanRules(
  values: ValuesOf<typeof qaPlanRecord>,
  ctx: WriteContext<StoredRow<typeof schema.qaPlans>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    notBefore(v, 'startDate', 'endDate', '结束日期不能早于开始日期'),
    forwardOnly(dictionary('qa_plan_status'), ctx.existing?.status, v.status),
  );
}

/** 品质检查记录: a finding to rectify has a deadline after the check. */
export function qaHistoryRules(
  values: ValuesOf<typeof qaHistoryRecord>,
  ctx: WriteContext<StoredRow<typeof schema.qaHistories>>,
): void {
  const v = current(values, ctx.existing);
  refuse(
    requiredWhen(v, v.rectifyStatus === '2', 'rectifyDeadline', '待整改的检查须填写整改期限'),
    notBefore(v, 'checkDate', 'rectifyDeadline', '整改期限不能早于检查日期'),
  );
}
