import { badRequest, conflict, notFound, type AppError } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// The counter's refusals (收银台, issue 12): dotted codes and their Chinese messages. The ledger's
// constraints (packages/db/sql/settlement_ledger.sql) end a race that passed the checks here.

export const LINE_GONE = '所选费用已结清或不存在，请刷新';
const LINE_MOVED = '所选费用已结清或金额已变化，请刷新';

registerConstraint('bill_line_open_open_check', 409, 'settlement.line_moved', LINE_MOVED);
registerConstraint('payment_allocations_line_open', 409, 'settlement.line_moved', LINE_MOVED);
registerConstraint('settle_accounts_balance_check', 409, 'settlement.balance_short', '账户余额不足');
registerConstraint('receipts_number_unique', 409, 'settlement.receipt_number_taken', '收据号已被使用，请检查收据规则');
registerConstraint('payments_reversal_unique', 409, 'settlement.already_reversed', '该结算已冲红');
registerConstraint('late_fee_waivers_pkey', 409, 'settlement.already_waived', '该费用的违约金已减免');
registerConstraint('refund_requests_decided', 409, 'settlement.refund_decided', '该退款申请已审批或驳回');
registerConstraint('refund_requests_payment_unique', 409, 'settlement.refund_decided', '该退款申请已审批或驳回');

/** A bad field of a form: 400 naming the field with its Chinese message. */
export const fieldError = (path: string, message: string): AppError => badRequest('settlement.invalid', message, [{ path, message }]);

export const settleErrors = {
  notFound: (what: '房屋' | '楼盘' | '收费项目' | '结算记录' | '费用' | '退款申请') => notFound(`${what}不存在`, 'settlement.not_found'),
  lineGone: () => conflict('settlement.line_gone', LINE_GONE),
  wrongCategory: () => fieldError('lineIds', '所选费用不属于该结算类型'),
  lineLocked: () => conflict('settlement.line_locked', '所选费用有待审核的冲销或调整，暂不能收费'),
  lineHeld: () => conflict('settlement.line_held', '所选费用正在线上支付中，请等待支付完成或先关闭支付单'),
  tendersMismatch: () => fieldError('tenders', '结算方式金额合计与收款金额不一致'),
  dueChanged: () => conflict('settlement.due_changed', '应收金额已变化，请刷新后重试'),
  nothingToSettle: () => fieldError('lineIds', '没有可结算的费用或金额'),
  overBalance: (balance: string) => conflict('settlement.over_balance', `退款金额超过账户余额（余额${balance}元）`),
  /** Entering a refund: other requests not yet decided hold part of the balance back. */
  overAvailable: (available: string, balance: string, pending: string) =>
    conflict('settlement.over_balance', `退款金额超过可退金额${available}元（余额${balance}元，待审批退款${pending}元）`),
  moveOutAmount: (balance: string) => conflict('settlement.move_out_amount', `退房预交金额须等于预交款与存零余额合计（${balance}元）`),
  refundPending: () => conflict('settlement.refund_pending', '该房屋有待审批的退款，请先审批或驳回'),
  refundDecided: (state: string) => conflict('settlement.refund_decided', state === 'approved' ? '该退款申请已审批' : '该退款申请已驳回'),
  alreadyReversed: () => conflict('settlement.already_reversed', '该结算已冲红'),
  reversalOfReversal: () => conflict('settlement.reversal_of_reversal', '冲红记录不能再冲红'),
  onlineOrderMissing: (no: string) => fieldError('tenders', `未找到该房屋已支付的微信订单：${no}`),
  onlineOverRefund: (left: string, paid: string) => conflict('settlement.online_over_refund', `原路退回金额超过该微信订单可退金额${left}元（订单金额${paid}元）`),
  onlineNotReversible: () => conflict('settlement.online_not_reversible', '线上到账转入的预交款不能冲红，请通过退款申请原路退回'),
  openingNotReversible: () => conflict('settlement.opening_not_reversible', '期初余额不能在此冲红，请在 资料导入 的期初导入中撤销整批导入'),
  accountUsed: (what: string) => conflict('settlement.account_used', `${what}已使用，不能冲红`),
  alreadyWaived: () => conflict('settlement.already_waived', '该费用的违约金已减免'),
  receiptSerialFull: (message: string) => conflict('settlement.receipt_serial_full', message),
};
