import { badRequest, forbidden, notFound } from '../../../errors/app-error';

export const reportRowNotFound = () => notFound('报表行不存在', 'accounting.report_row_not_found');
export const companyNotFound = () => notFound('公司不存在', 'accounting.company_not_found');
export const badFormula = (details: { path: string; message: string }[]) =>
  badRequest('accounting.bad_formula', details[0]?.message ?? '报表公式不正确', details);
export const incomeRangeRequired = () =>
  badRequest('accounting.income_range', '请选择期间，或同一年度内的开始与结束期间', [{ path: 'period', message: '请选择期间' }]);
/** Report formulas change every statement of the company: kept to its supervisors, like 反结账. */
export const formulaEditForbidden = () => forbidden('报表公式只能由会计主管修改', 'accounting.supervisor_only');
