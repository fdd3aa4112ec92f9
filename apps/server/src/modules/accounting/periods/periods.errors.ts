import { AppError, badRequest, conflict, forbidden, rejected } from '../../../errors/app-error';
import { registerConstraint } from '../../../errors/db-errors';

// 会计期间 refusals: dotted codes with their Chinese messages, written once.
export const noBook = () => rejected(409, 'accounting.no_book', '本公司尚未建账，请先设置账套');
export const noPeriod = (period: string) => rejected(404, 'accounting.period_not_found', `会计期间${period}不存在`);
export const closeRefused = (code: string, message: string) => new AppError(409, code, message, { code: 1 });
export const reopenForbidden = (message: string) => forbidden(message, 'accounting.supervisor_only');
export const noPeriodYet = () => rejected(409, 'accounting.no_period', '尚无会计期间，请先建账');
export const nextPeriodExists = (period: string) => conflict('accounting.period_exists', `会计期间${period}已开启`);
export const badSpan = () => badRequest('accounting.bad_span', '开始期间不能晚于结束期间', [{ path: 'from', message: '开始期间不能晚于结束期间' }]);
export const missingClosingSubject = (code: string) => rejected(409, 'accounting.closing_subject_missing', `结转损益需要科目${code}，请先在科目表中设置`);

// The period triggers' refusals when a race reaches them (close's own checks come first).
registerConstraint('acct_periods_all_posted', 409, 'accounting.pending_vouchers', '该会计期间有凭证未登账，不能结账');
registerConstraint('acct_periods_in_order', 409, 'accounting.previous_period_open', '上一会计期间尚未结账，不能结账');
registerConstraint('acct_periods_reopen_latest', 409, 'accounting.not_latest_closed', '只能反结账最近结账的期间');
