import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { Id } from '../charging/charging.schemas';
import { ChargingGenerated, ChargingPreview, ChargingTemplate, ChargingTemplateInput, ChargingVoucherQuery, ChargingVoucherRow, ChargingVoucherSources } from './charging-vouchers.schemas';

const tag = 'accounting';
const roles: readonly Role[] = ['emp', 'sa'];
const base = '/api/accounting';
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `${base}${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const SETTLE_VOUCHER = reads('charge_settle-voucher');

/** 凭证收费结算 (charging/settle/voucher) and 收费凭证模板 (charging/setup/voucher-templates). */
export const chargingVoucherEndpoints = {
  getChargingTemplate: post('/charging-template/get', z.object({}), ChargingTemplate, '收费凭证模板：各结算方式、费用类别的科目与事件借贷表', reads('charge_setup-voucher-templates', 'charge_settle-voucher')),
  saveChargingTemplate: defineEndpoint({ method: 'PUT', path: `${base}/charging-template`, input: ChargingTemplateInput, output: ChargingTemplate, auth: 'session', rights: writes('charge_setup-voucher-templates'), roles, summary: '保存收费凭证模板（科目须为本公司末级科目）', tag }),
  previewChargingVouchers: post('/charging-vouchers/preview', ChargingVoucherQuery, ChargingPreview, '预览将生成的收费凭证：按日、楼盘、结算方式汇总', SETTLE_VOUCHER),
  generateChargingVouchers: post('/charging-vouchers/generate', ChargingVoucherQuery, ChargingGenerated, '生成收费凭证（待审核）；已生成的来源不再重复生成', writes('charge_settle-voucher')),
  listChargingVouchers: post('/charging-vouchers/list', ChargingVoucherQuery, z.array(ChargingVoucherRow), '已生成的收费凭证', SETTLE_VOUCHER),
  chargingVoucherSources: defineEndpoint({ method: 'GET', path: `${base}/charging-vouchers/:id/sources`, input: z.object({ id: Id }), output: ChargingVoucherSources, auth: 'session', rights: SETTLE_VOUCHER, roles, summary: '收费凭证的来源：账单行与结算记录', tag }),
};
