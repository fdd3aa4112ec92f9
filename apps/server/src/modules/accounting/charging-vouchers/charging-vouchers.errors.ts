import { badRequest, conflict, notFound } from '../../../errors/app-error';

// 业财一体: refusals of the charging template and the generated vouchers.

export const chargingVoucherNotFound = () => notFound('收费凭证不存在或无权访问', 'accounting.charging_voucher_not_found');
export const templateSubjectInvalid = (label: string, code: string) =>
  badRequest('accounting.charging_template_subject', `${label}：科目${code}不存在、已停用或不是末级科目`, [{ path: 'slots', message: `科目${code}不存在、已停用或不是末级科目` }]);
export const chargingEventInvalid = (msg: string) => conflict('accounting.charging_event', msg);
