import { badRequest, conflict, notFound } from '../../errors/app-error';

// 业财一体: refusals of the charging template and the generated vouchers.

export const chargingVoucherNotFound = () => notFound('收费凭证不存在或无权访问', 'accounting.charging_voucher_not_found');
export const templateSubjectInvalid = (label: string, code: string) =>
  badRequest('accounting.charging_template_subject', `${label}：科目${code}不存在、已停用或不是末级科目`, [{ path: 'slots', message: `科目${code}不存在、已停用或不是末级科目` }]);
export const chargingEventInvalid = (msg: string) => conflict('accounting.charging_event', msg);
/** Generated vouchers are corrected from their source (GoodERP: 不能撤销确认由其他单据生成的凭证). */
export const generatedNotEditable = () => conflict('accounting.voucher_generated', '由收费结算生成的凭证不能手工修改或删除，请在收费结算中更正');
