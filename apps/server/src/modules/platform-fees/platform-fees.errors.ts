import { badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 服务器管理收费's refusals: dotted codes and their Chinese messages, written once.
export const PLATFORM_FEE_MESSAGES = {
  overpaid: '缴费金额超过该账单的未缴金额，请刷新后重试',
} as const;

// The database's guard (platform_fees.sql) in the caller's words: a concurrent payment got there first.
registerConstraint('platform_fee_payments_overpaid', 409, 'platform_fees.overpaid', PLATFORM_FEE_MESSAGES.overpaid);
registerConstraint('platform_fee_payments_bill', 404, 'platform_fees.bill_not_found', '未找到该账单！');

export const billNotFound = () => notFound('未找到该账单！', 'platform_fees.bill_not_found');
export const billAlreadyPaid = () => conflict('platform_fees.bill_paid', '该账单已缴清');
export const overpaid = () => conflict('platform_fees.overpaid', PLATFORM_FEE_MESSAGES.overpaid);
export const platformCannotPay = () => forbidden('平台管理员不能代租户公司缴费', 'platform_fees.platform_cannot_pay');
export const companyNotFound = () => notFound('未找到该公司！', 'platform_fees.company_not_found');
export const platformOnly = () => forbidden('只有平台管理员可以生成服务器管理费账单', 'platform_fees.platform_only');
export const companyDisabled = () => conflict('platform_fees.company_disabled', '该公司已停用，不能生成账单');
/** Bills are made for months that have begun (China time): the current one at most. */
export const futurePeriod = (latest: string) => {
  const msg = `不能生成未来月份的账单，最晚为本月（${latest}）`;
  return badRequest('platform_fees.future_period', msg, [{ path: 'period', message: msg }]);
};
