import { badRequest, conflict, notFound } from '../../../errors/app-error';

// 线上对账's refusals: dotted codes and their Chinese messages.

export const reconErrors = {
  off: () => conflict('pay_recon.off', '未配置微信支付商户，不能对账'),
  futureDay: () => badRequest('pay_recon.future_day', '只能对账今天及以前的账单', [{ path: 'billDate', message: '只能对账今天及以前的账单' }]),
  running: (billDate: string) => conflict('pay_recon.running', `${billDate}的对账正在进行，请稍候`),
  itemNotFound: () => notFound('差异不存在（或已重新对账），请刷新', 'pay_recon.item_not_found'),
  resolved: () => conflict('pay_recon.item_resolved', '该差异已处理'),
};
