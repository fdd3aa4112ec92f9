import { badRequest, conflict, notFound, rejected } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 电子发票's refusals: dotted codes and their Chinese messages, written once.
export const INVOICE_MESSAGES = {
  overInvoiced: '开票金额超过该收款已收未开票的金额（可能已被他人同时申请），请刷新后重试',
  reversedInvoiced: '该收款已开具发票，冲红收款须同时冲红发票，请刷新后重试',
} as const;

// The database's guards (packages/db/sql/invoices.sql) in the caller's words.
registerConstraint('invoice_lines_over_paid', 409, 'invoices.over_invoiced', INVOICE_MESSAGES.overInvoiced);
registerConstraint('invoice_lines_over_red', 409, 'invoices.over_red', '冲红金额超过该发票尚未冲红的金额，请刷新后重试');
registerConstraint('invoice_lines_allocation', 409, 'invoices.no_allocation', '收款明细不存在或金额为零，不能开票');
registerConstraint('invoice_requests_final', 409, 'invoices.request_final', '该开票申请已结束，请刷新后查看');
registerConstraint('payments_reversal_invoiced', 409, 'invoices.reversal_invoiced', INVOICE_MESSAGES.reversedInvoiced);

export const invoiceErrors = {
  itemNotFound: () => notFound('未找到该收费项目！', 'invoices.item_not_found'),
  badRate: (rate: string) =>
    badRequest('invoices.bad_rate', `税率${rate}不是可用的税率或征收率（13%、9%、6%、5%、3%、1.5%、1%、0）`, [{ path: 'rate', message: '税率不正确' }]),
  exemptNeedsZero: () =>
    badRequest('invoices.exempt_rate', '免税、不征税项目的税率应为0', [{ path: 'rate', message: '免税、不征税项目的税率应为0' }]),
  zeroNeedsPolicy: () =>
    badRequest('invoices.zero_rate_policy', '税率为0时请选择优惠政策（免税或不征税）', [{ path: 'policyFlag', message: '请选择免税或不征税' }]),
  sellerTaxId: () =>
    badRequest('invoices.seller_tax_id', '销方税号应为18位统一社会信用代码（校验位正确）', [{ path: 'sellerTaxId', message: '销方税号不正确' }]),
  noSeller: () => rejected(409, 'invoices.no_seller', '请先在收费规则的税务设置中填写销方信息'),
  noStaffAccount: () => rejected(409, 'invoices.no_staff_account', '物业公司尚未开通线上开票，请到物业服务中心申请'),
  paymentNotFound: () => notFound('未找到该收款记录！', 'invoices.payment_not_found'),
  requestNotFound: () => notFound('未找到该开票申请！', 'invoices.request_not_found'),
  reversalPayment: () => rejected(409, 'invoices.reversal_payment', '冲红记录不能开具发票'),
  paymentReversed: () => rejected(409, 'invoices.payment_reversed', '该收款已冲红，不能开具发票'),
  nothingLeft: () => rejected(409, 'invoices.nothing_left', '该收款没有可开票的金额（已全部开票，或只有押金、代收代付等不开票的款项）'),
  noTaxSetup: (items: string[]) =>
    rejected(409, 'invoices.no_tax_setup', `收费项目“${items.join('、')}”未设置税收分类编码和税率，请先在收费规则的税务设置中设置`),
  noBuyer: () => badRequest('invoices.no_buyer', '该房屋没有在住业主，请填写购买方', [{ path: 'buyer', message: '请填写购买方' }]),
  buyer: (msg: string) => badRequest('invoices.buyer', msg, [{ path: 'buyer', message: msg }]),
  tolerance: () =>
    rejected(409, 'invoices.tolerance', '税额尾差累计超过1.27元，根据税局要求不能合并开票，请按收费项目分开开票'),
  badPeriod: () => badRequest('invoices.bad_period', '开始日期不能晚于结束日期', [{ path: 'to', message: '开始日期不能晚于结束日期' }]),
  notRedable: () => rejected(409, 'invoices.not_redable', '只有已开具的蓝字发票可以冲红'),
  redProblem: (msg: string) => rejected(409, 'invoices.red', msg),
  redLine: (msg: string) => badRequest('invoices.red_line', msg, [{ path: 'lines', message: msg }]),
  issuingOnReversal: () => conflict('invoices.issuing', '该收款的发票正在开具中，请待开具结果后再冲红收款'),
  redWaiting: () => conflict('invoices.red_waiting', '该发票已有红字确认单在办理中，请待其完成后再冲红'),
};
