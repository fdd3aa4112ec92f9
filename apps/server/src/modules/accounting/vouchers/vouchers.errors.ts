import { type AppError, badRequest, conflict, notFound } from '../../../errors/app-error';

// The refusals of the book, subjects and vouchers (issue 13): dotted codes, Chinese messages.
// The domain's voucherTransition and submitRefusal give their own code and text; they pass
// through `refusal`. Database constraint names are mapped in accounting.errors.ts.

/** A bad field: 400 naming it (lines.2.debit …). */
export const fieldError = (path: string, message: string): AppError =>
  badRequest('accounting.invalid', message, [{ path, message }]);

/** A refusal of the domain rules (code accounting.*): 409, envelope code 1. */
export const refusal = (code: string, message: string): AppError => conflict(code, message);

export const acctErrors = {
  noBook: () => conflict('accounting.no_book', '本公司尚未建账，请先在科目设置中建账'),
  bookExists: () => conflict('accounting.book_exists', '本公司已建账'),
  companyNotFound: () => notFound('公司不存在', 'accounting.company_not_found'),
  voucherNotFound: () => notFound('凭证不存在', 'accounting.voucher_not_found'),
  subjectNotFound: () => notFound('科目不存在', 'accounting.subject_not_found'),
  templateNotFound: () => notFound('常用凭证不存在', 'accounting.template_not_found'),
  periodNotOpen: (period: string) => conflict('accounting.period_not_open', `会计期间${period}未开启，不能录入凭证`),
  periodClosed: (period: string) => conflict('accounting.period_closed', `会计期间${period}已结账`),
  noOpenPeriod: () => conflict('accounting.no_open_period', '没有开启的会计期间'),
  wordNotAllowed: (word: string) => fieldError('word', `本账套不使用凭证字“${word}”`),
  beforeStart: (start: string) => fieldError('voucherDate', `凭证日期早于账套启用期间${start}`),
  postedImmutable: () => conflict('accounting.voucher_posted', '已登账凭证不能修改，请使用冲销'),
  openingFixed: () => conflict('accounting.opening_fixed', '已有凭证登账，期初余额不能修改'),
  openingLeafOnly: (i: number, code: string) =>
    fieldError(`rows.${i}.subjectId`, `科目${code}不是末级科目，只能录入末级科目的期初余额`),
  parentUsed: (code: string) =>
    conflict('accounting.parent_used', `上级科目${code}已有凭证或期初余额，不能增加下级科目`),
  directionFixed: () => conflict('accounting.direction_fixed', '科目已有凭证或期初余额，不能修改余额方向'),
  directionRequired: () => fieldError('direction', '一级科目请选择余额方向'),
  inUnposted: (code: string) => conflict('accounting.subject_in_use', `科目${code}在未登账的凭证中使用，不能停用`),
  balanceNotZero: (code: string, balance: string) =>
    conflict('accounting.subject_balance', `科目${code}余额为${balance}，不能停用`),
  parentInactive: (code: string) => conflict('accounting.parent_inactive', `上级科目${code}已停用，请先启用上级科目`),
  codeScheme: (message: string) => fieldError('codeScheme', message),
  subjectCode: (message: string) => fieldError('code', message),
  auxOutOfScope: (i: number, field: 'estateId' | 'houseId') =>
    fieldError(`lines.${i}.${field}`, `第${i + 1}行：${field === 'estateId' ? '楼盘' : '房屋'}不存在`),
};
