import { notFound } from '../../errors/app-error';

// 结算查询与报表: refusals of the read side (payments, receipts, reports).

export const paymentNotFound = () => notFound('结算记录不存在或无权访问', 'settlement.payment_not_found');
export const receiptNotFound = () => notFound('收据不存在或无权访问', 'settlement.receipt_not_found');
