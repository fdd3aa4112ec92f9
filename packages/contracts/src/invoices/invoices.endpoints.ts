import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { Id } from '../core/integers';
import { reads, writes, type EndpointRights } from '../core/rights';
import {
  InvoiceBulkAnswer,
  InvoiceBulkInput,
  InvoiceRequestDetail,
  InvoiceRedInput,
  InvoiceRequestAnswer,
  InvoiceRequestInput,
  InvoiceRequestPage,
  InvoiceRequestQuery,
  InvoiceSeller,
  InvoiceSellerInput,
  InvoiceTaxItemInput,
  InvoiceTaxItemRow,
  InvoiceTaxSetup,
} from './invoices.schemas';

const tag = 'invoices';
const roles: readonly Role[] = ['emp', 'sa'];

/** The tax setup is part of 收费规则 (收费设置). */
const setupReads = reads('charging_setup-rules');
const setupWrites = writes('charging_setup-rules');
/** Invoices are asked for and corrected where receipts are made: the counter's settlement functions (收费结算). */
const SETTLE = ['charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-prepay', 'charge_settle-special', 'charge_settle-voucher'] as const;
const invoiceWrites = writes(...SETTLE);
const invoiceReads = reads(...SETTLE, 'charge_settle-summary');

const endpoint = <I extends z.ZodType, O extends z.ZodType>(method: 'GET' | 'POST' | 'PUT', path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method, path: `/api/invoices${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const invoiceEndpoints = {
  getTaxSetup: endpoint('GET', '/tax-setup', z.object({}), InvoiceTaxSetup, '税务设置：销方信息与各收费项目的税收分类编码、税率', setupReads),
  saveSeller: endpoint('PUT', '/tax-setup/seller', InvoiceSellerInput, InvoiceSeller, '保存销方信息与开票方式（合并开票或按收费项目分开）', setupWrites),
  saveTaxItem: endpoint('PUT', '/tax-setup/items/:itemId', InvoiceTaxItemInput, InvoiceTaxItemRow, '保存收费项目的税收分类编码、税率、是否含税', setupWrites),
  requestInvoice: endpoint('POST', '/requests', InvoiceRequestInput, InvoiceRequestAnswer, '为一笔收款申请开具电子发票（购买方默认取业主），提交后由后台作业开具', invoiceWrites),
  requestBulk: endpoint('POST', '/requests/bulk', InvoiceBulkInput, InvoiceBulkAnswer, '按日期范围为尚未开票的收款批量申请开票', invoiceWrites),
  listRequests: endpoint('POST', '/requests/list', InvoiceRequestQuery, InvoiceRequestPage, '开票申请分页（蓝字、红字，按状态、收款、房屋筛选）', invoiceReads),
  getRequest: endpoint('GET', '/requests/:id', z.object({ id: Id }), InvoiceRequestDetail, '开票申请详情：明细行、发票与红字确认单', invoiceReads),
  refreshRequest: endpoint('POST', '/requests/:id/refresh', z.object({ id: Id }), InvoiceRequestDetail, '向开票平台查询开具结果', invoiceWrites),
  redLetter: endpoint('POST', '/requests/:id/red', InvoiceRedInput, InvoiceRequestDetail, '冲红：全额或部分红字发票（经红字确认单）', invoiceWrites),
  invoiceFile: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/requests/:id/file/:format',
    input: z.object({ id: Id, format: z.enum(['pdf', 'ofd', 'xml'], { error: '文件格式应为 pdf、ofd 或 xml' }) }),
    output: z.null(),
    raw: true,
    auth: 'session',
    roles,
    rights: invoiceReads,
    summary: '下载已开具发票的版式文件（PDF、OFD）或数据文件（XML），经开票平台取得',
    tag,
  }),
};
