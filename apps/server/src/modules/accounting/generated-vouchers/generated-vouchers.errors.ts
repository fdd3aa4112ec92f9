import { conflict } from '../../../errors/app-error';

// Refusals shared by the voucher generators (depreciation, disposal, charging).

export const noBook = () => conflict('accounting.no_book', '本公司尚未建账，请先在科目设置中建账');
export const periodNotOpen = (period: string, status: string | undefined) =>
  conflict('accounting.period_not_open', status === 'closed' ? `会计期间${period}已结账，不能生成凭证` : `会计期间${period}未开启，不能生成凭证`);
export const subjectMissing = (code: string) => conflict('accounting.subject_missing', `科目${code}不存在、已停用或不是末级科目`);
