import type { qaHistoryRecord, qaPlanRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import { checksRule, dictionary, forwardOnly, notBefore, requiredWhen } from '../record-areas/index';

/** 品质检查计划: it ends after it starts; status only forward. */
export const qaPlanRules = checksRule<typeof qaPlanRecord, typeof schema.qaPlans>((v, existing) => [
  notBefore(v, 'startDate', 'endDate', '结束日期不能早于开始日期'),
  forwardOnly(dictionary('qa_plan_status'), existing?.status, v.status),
]);

/** 品质检查记录: a finding to rectify has a deadline after the check. */
export const qaHistoryRules = checksRule<typeof qaHistoryRecord, typeof schema.qaHistories>((v) => [
  requiredWhen(v, v.rectifyStatus === '2', 'rectifyDeadline', '待整改的检查须填写整改期限'),
  notBefore(v, 'checkDate', 'rectifyDeadline', '整改期限不能早于检查日期'),
]);
