import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { reads, writes, type EndpointRights } from '../core/rights';
import { ACCOUNTING_ROLES as roles } from './book.endpoints';
import {
  TemplateCreate,
  TemplateFromVoucher,
  VoucherTemplateQuery,
  TemplateStart,
  Voucher,
  VoucherBatch,
  VoucherBatchResult,
  VoucherForm,
  VoucherIdInput,
  VoucherPage,
  VoucherPdfQuery,
  VoucherPrint,
  VoucherPrintQuery,
  VoucherQuery,
  VoucherReturn,
  VoucherReverse,
  VoucherSave,
  VoucherTemplate,
} from './vouchers.schemas';

const tag = 'accounting';
const post = <I extends z.ZodType, O extends z.ZodType>(
  path: string,
  input: I,
  output: O,
  summary: string,
  rights: EndpointRights,
) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/accounting${path}`,
    input,
    output,
    auth: 'session',
    roles,
    rights,
    summary,
    tag,
  });

/** Vouchers are read on the three voucher screens; each step of the lifecycle belongs to one of them. */
const VOUCHER_READ = reads('accounting_voucher-entry', 'accounting_voucher-audit', 'accounting_voucher-post');
const ENTRY = writes('accounting_voucher-entry');
const AUDIT = writes('accounting_voucher-audit');
const POST = writes('accounting_voucher-post');

// 凭证: save (spec /voucher-info), the lifecycle 提交 → 审核 → 登账 with 退回, 反审核, 冲销 and
// 删除, the list and detail, 常用凭证 (spec /voucher-info-temp) and printing (spec /voucher-print).

export const voucherEndpoints = {
  listVouchers: post(
    '/vouchers/list',
    VoucherQuery,
    VoucherPage,
    '凭证查询：期间、凭证字、状态、凭证号、制单人、科目、摘要，分页排序',
    VOUCHER_READ,
  ),
  getVoucher: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/vouchers/:id',
    input: VoucherIdInput,
    output: Voucher,
    auth: 'session',
    rights: VOUCHER_READ,
    roles,
    summary: '凭证详情：分录、历史、冲销关系与可执行操作',
    tag,
  }),
  saveVoucher: post('/voucher-info', VoucherSave, Voucher, '保存凭证（新增或修改待修改的凭证）', ENTRY),
  submitVoucher: post('/vouchers/:id/submit', VoucherIdInput, Voucher, '提交凭证（待修改 → 待审核，须借贷平衡）', ENTRY),
  auditVoucher: post('/vouchers/:id/audit', VoucherIdInput, Voucher, '审核凭证（待审核 → 待登账，审核人不能是制单人）', AUDIT),
  returnVoucher: post('/vouchers/:id/return', VoucherReturn, Voucher, '退回凭证（待审核 → 待修改，须填写原因）', AUDIT),
  unauditVoucher: post('/vouchers/:id/unaudit', VoucherIdInput, Voucher, '反审核（待登账 → 待审核，审核人或会计主管）', AUDIT),
  postVoucher: post('/vouchers/:id/post', VoucherIdInput, Voucher, '登账（待登账 → 已登账）', POST),
  reverseVoucher: post(
    '/vouchers/:id/reverse',
    VoucherReverse,
    Voucher,
    '冲销已登账凭证：生成红字凭证（待审核），原凭证标记已冲销',
    POST,
  ),
  deleteVoucher: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounting/vouchers/:id',
    input: VoucherIdInput,
    output: z.null(),
    auth: 'session',
    rights: ENTRY,
    roles,
    summary: '删除待修改的凭证（凭证号留空，结账时重排或报告）',
    tag,
  }),
  auditVouchers: post('/vouchers/audit-batch', VoucherBatch, VoucherBatchResult, '批量审核', AUDIT),
  postVouchers: post('/vouchers/post-batch', VoucherBatch, VoucherBatchResult, '批量登账', POST),
  listTemplates: post('/voucher-info-temp', VoucherTemplateQuery, z.array(VoucherTemplate), '常用凭证列表', reads('accounting_voucher-entry')),
  createTemplate: post('/voucher-templates', TemplateCreate, VoucherTemplate, '保存常用凭证', ENTRY),
  templateFromVoucher: post(
    '/voucher-templates/from-voucher',
    TemplateFromVoucher,
    VoucherTemplate,
    '由凭证保存为常用凭证',
    ENTRY,
  ),
  startFromTemplate: post(
    '/voucher-templates/:id/start',
    TemplateStart,
    VoucherForm,
    '由常用凭证开始填制凭证（不保存）',
    ENTRY,
  ),
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounting/voucher-templates/:id',
    input: VoucherIdInput,
    output: z.null(),
    auth: 'session',
    rights: ENTRY,
    roles,
    summary: '删除常用凭证',
    tag,
  }),
  printVouchers: post(
    '/voucher-print',
    VoucherPrintQuery,
    VoucherPrint,
    '凭证打印数据：公司、凭证字号、日期、附单据数、分录、合计（大写）、制单/审核/记账人',
    VOUCHER_READ,
  ),
  voucherPdf: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/voucher-print/pdf',
    input: VoucherPdfQuery,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: VOUCHER_READ,
    roles,
    summary: '凭证 PDF（ids 以逗号分隔）',
    tag,
  }),
};
