import { ORDER_ACTION_LABELS, type OrderActionType, type OrderRefusal } from './order-actions';
import { ORDER_STATE_LABELS, type OrderState } from './order-types';

const refusal = (status: OrderRefusal['status'], code: string, message: string): OrderRefusal => ({
  status,
  code: `workorders.${code}`,
  message,
});

/** The refusals nextState gives, with the stable codes the API's error catalogue names. */
export const orderRefusals = {
  wrongState: (state: OrderState, action: OrderActionType) =>
    refusal(409, 'wrong_state', `工单当前为「${ORDER_STATE_LABELS[state]}」，不能${ORDER_ACTION_LABELS[action]}`),
  noRight: (action: OrderActionType) =>
    refusal(403, 'no_right', `您无权对此工单执行「${ORDER_ACTION_LABELS[action]}」`),
  earlierThanLastStep: () => refusal(400, 'time_before_last_step', '操作时间早于工单的上一步'),
  notInPool: () => refusal(409, 'not_in_pool', '该工单不在抢单池中'),
  notYourTeam: () => refusal(403, 'not_your_team', '该工单不属于您的班组'),
  tooManyOpen: (max: number) => refusal(409, 'too_many_open', `手头未完成的工单已达${max}单，请先处理`),
  targetTooManyOpen: (max: number) => refusal(409, 'target_too_many_open', `该维修人员未完成的工单已达${max}单`),
  sameHandler: () => refusal(400, 'same_handler', '不能转派给当前处理人'),
  returnInAssignMode: () => refusal(409, 'return_in_assign_mode', '指派模式的工单不能退单，请联系派单员转派'),
  reasonRequired: (action: OrderActionType) =>
    refusal(400, 'reason_required', `请填写${ORDER_ACTION_LABELS[action]}原因`),
  pauseNoteRequired: () => refusal(400, 'pause_note_required', '挂起原因为“其他”时请填写说明'),
  photosRequired: (count: number) => refusal(400, 'photos_required', `完工请至少上传${count}张照片`),
  chargeRequired: () => refusal(400, 'charge_required', '有偿完工请填写材料和人工费用'),
  notChargeable: () => refusal(400, 'not_chargeable', '只有报修和有偿服务可以向业主收费'),
  badChargeLine: (message: string) => refusal(400, 'bad_charge_line', message),
  overQuote: () => refusal(409, 'over_quote', '实际费用超出报价10%，需业主再次确认'),
  paymentReferenceRequired: () => refusal(400, 'payment_reference_required', '缺少支付单号'),
  badScore: () => refusal(400, 'bad_score', '评分应为1到5分的整数'),
  tooEarlyToAutoRate: (hours: number) => refusal(409, 'too_early_to_auto_rate', `完工未满${hours}小时，不能自动评价`),
};
