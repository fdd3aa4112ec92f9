import { badRequest, conflict, notFound } from '../../../errors/app-error';
import { registerConstraint } from '../../../errors/db-errors';

// Error codes of bill runs, bill lines and the charge audit, reductions and sharing (issue 11).
// Standards and readings have theirs in charging.errors.ts.

export const RELEASED_IMMUTABLE = '已发布的费用不能修改，请冲销后重新计费';

registerConstraint('bill_lines_released_immutable', 409, 'charging.line_released', RELEASED_IMMUTABLE);
registerConstraint('bill_lines_reversal_unique', 409, 'charging.line_reversed', '该费用已冲销');

export const lineErrors = {
  runInProgress: () => conflict('charging.run_in_progress', '该楼盘有计费作业正在进行，请稍后'),
  runNotFound: () => notFound('计费作业不存在', 'charging.run_not_found'),
  lineNotFound: () => notFound('费用不存在', 'charging.line_not_found'),
  estateNotFound: () => notFound('楼盘不存在', 'charging.estate_not_found'),
  badRun: (path: string, message: string) => badRequest('charging.run_invalid', message, [{ path, message }]),
  badInput: (path: string, message: string) => badRequest('charging.invalid', message, [{ path, message }]),
  /** A line in the wrong state: names the first bad line (house and period). */
  wrongState: (where: string, message: string) => conflict('charging.line_wrong_state', `${where}：${message}`),
  released: () => conflict('charging.line_released', RELEASED_IMMUTABLE),
  alreadyPaid: () => conflict('charging.line_paid', '该费用已有收款，请先退款'),
  reversed: () => conflict('charging.line_reversed', '该费用已冲销'),
  notReversible: (message: string) => conflict('charging.line_not_reversible', message),
  reductionNotFound: () => notFound('减免申请不存在', 'charging.reduction_not_found'),
  reductionDecided: () => conflict('charging.reduction_decided', '该减免已审批'),
  reductionRefused: (message: string) => conflict('charging.reduction_refused', message),
  shareRuleNotFound: () => notFound('分摊设置不存在', 'charging.share_rule_not_found'),
  shareRuleUsed: () => conflict('charging.share_rule_used', '该分摊已计费，不能删除'),
  shareRefused: (message: string) => conflict('charging.share_refused', message),
};
