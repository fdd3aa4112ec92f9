import { BUYER_TYPES, INVOICE_DIRECTIONS, INVOICE_MERGE_MODES, INVOICE_POLICY_FLAGS, INVOICE_RED_REASONS, INVOICE_STATES } from '@pm/domain';
import { z } from 'zod';
import { Day } from '../core/calendar';
import { Money, RateText } from '../core/decimals';
import { flag, Id } from '../core/integers';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';

// 电子发票 (issue 33): the tax setup, invoice requests from receipts, their invoices and red letters. Amounts are
// decimal text (元, 2 decimals; negative on red lines), rates fractions as text ("0.06").


const text = (label: string, max: number) => z.string({ error: `请填写${label}` }).trim().check(maxChars(max, `${label}最多${max}个字符`));

/** favouredPolicyFlag (notes §1): 01 简易征收, 03 免税, 04 不征税, 08 按3%简易征收, 09 按5%简易征收, 10 按5%简易征收减按1.5%计征. */
export const InvoicePolicyFlag = z.enum(INVOICE_POLICY_FLAGS, { error: '优惠政策标识不正确' });

export const InvoiceTaxItemInput = z.object({
  itemId: Id,
  taxCode: z.string({ error: '请填写税收分类编码' }).trim().regex(/^\d{19}$/, '税收分类编码应为19位数字'),
  /** A fraction as text: 0.13, 0.09, 0.06, 0.05, 0.03, 0.015, 0.01 or 0 (免税 / 不征税). */
  rate: z.string({ error: '请填写税率' }).trim().regex(/^\d(\.\d{1,4})?$/, '税率应为小数，如 0.06'),
  priceIncludesTax: z.boolean({ error: '请选择价格是否含税' }).default(true),
  policyFlag: InvoicePolicyFlag.nullable().optional(),
  goodsName: text('开票项目名称', 90).nullable().optional(),
});

export const InvoiceTaxItemRow = z.object({
  itemId: z.number(),
  itemName: z.string(),
  /** Pass-through (代收代付) items are not invoiced by the company. */
  passThrough: z.boolean(),
  /** null when the item has no tax setup yet (its receipts cannot be invoiced). */
  taxCode: z.string().nullable(),
  rate: RateText.nullable(),
  priceIncludesTax: z.boolean(),
  policyFlag: z.string().nullable(),
  goodsName: z.string().nullable(),
});

export const InvoiceMergeMode = z.enum(INVOICE_MERGE_MODES, { error: '开票方式不正确' });

export const InvoiceSellerInput = z.object({
  sellerName: text('销方名称', 100).pipe(z.string().min(1, '请填写销方名称')),
  sellerTaxId: z.string({ error: '请填写销方税号' }).trim().toUpperCase(),
  address: text('销方地址', 200).default(''),
  tel: text('销方电话', 30).default(''),
  bankAccount: text('开户行及账号', 100).default(''),
  clerk: text('开票人', 20).default(''),
  mergeMode: InvoiceMergeMode.default('merged'),
});
export const InvoiceSeller = z.object({
  sellerName: z.string(),
  sellerTaxId: z.string(),
  address: z.string(),
  tel: z.string(),
  bankAccount: z.string(),
  clerk: z.string(),
  mergeMode: InvoiceMergeMode,
});
export const InvoiceTaxSetup = z.object({ seller: InvoiceSeller.nullable(), items: z.array(InvoiceTaxItemRow) });

export const InvoiceBuyerInput = z.object({
  kind: z.enum(BUYER_TYPES, { error: '购买方类型不正确' }),
  name: text('购买方名称', 100),
  taxId: z.string().trim().toUpperCase().check(maxChars(20, '购买方税号最多20个字符')).optional(),
  phone: z.string().trim().regex(/^(1\d{10})?$/, '手机号码格式不正确').optional(),
  email: z.string().trim().check(maxChars(100)).optional(),
});

export const InvoiceRequestInput = z.object({
  paymentId: Id,
  /** Absent: the house's current owner (a 法人 / 开发商 owner as a company with its document number as tax id). */
  buyer: InvoiceBuyerInput.optional(),
});

export const InvoiceBulkInput = z.object({
  estateId: Id.optional(),
  from: Day,
  to: Day,
});

export const InvoiceState = z.enum(INVOICE_STATES);

export const InvoiceRequestRow = z.object({
  id: z.number(),
  direction: z.enum(INVOICE_DIRECTIONS),
  blueRequestId: z.number().nullable(),
  paymentId: z.number(),
  receiptNumber: z.string().nullable(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  itemId: z.number().nullable(),
  buyerType: z.enum(BUYER_TYPES),
  buyerName: z.string(),
  buyerTaxId: z.string(),
  state: InvoiceState,
  /** 待开具 开具中 已开具 失败 已红冲 已取消 */
  stateText: z.string(),
  failReason: z.string(),
  requestNo: z.string(),
  net: Money,
  tax: Money,
  gross: Money,
  /** The issued invoice's 20-digit number. */
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const InvoiceLineRow = z.object({
  id: z.number(),
  seq: z.number(),
  allocationId: z.number(),
  itemId: z.number(),
  name: z.string(),
  taxCode: z.string(),
  rate: RateText,
  gross: Money,
  net: Money,
  tax: Money,
  blueLineId: z.number().nullable(),
});

export const InvoiceRow = z.object({
  id: z.number(),
  number: z.string(),
  direction: z.enum(INVOICE_DIRECTIONS),
  issuedAt: z.string(),
  net: Money,
  tax: Money,
  gross: Money,
  pdfUrl: z.string(),
  ofdUrl: z.string(),
  xmlUrl: z.string(),
  blueInvoiceId: z.number().nullable(),
});

export const InvoiceRedLetterRow = z.object({
  reason: z.string(),
  partial: z.boolean(),
  billId: z.string(),
  billNo: z.string(),
  state: z.string(),
  stateText: z.string(),
  net: Money,
  tax: Money,
});

export const InvoiceRequestDetail = InvoiceRequestRow.extend({
  lines: z.array(InvoiceLineRow),
  invoice: InvoiceRow.nullable(),
  redLetter: InvoiceRedLetterRow.nullable(),
});

export const InvoiceRequestAnswer = z.object({ requests: z.array(InvoiceRequestDetail) });
export const InvoiceBulkAnswer = z.object({
  created: z.number(),
  requests: z.array(z.number()),
  skipped: z.array(z.object({ paymentId: z.number(), receiptNumber: z.string().nullable(), reason: z.string() })),
});

export const InvoiceRequestQuery = PageQuery.extend({
  state: InvoiceState.optional(),
  direction: z.enum(INVOICE_DIRECTIONS).optional(),
  paymentId: Id.optional(),
  houseId: Id.optional(),
  /** Requested on China days from..to (both included). */
  from: Day.optional(),
  to: Day.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { error: '开始日期不能晚于结束日期' });
export const InvoiceRequestPage = pageOf(InvoiceRequestRow);

/** 冲红原因: 1 销货退回, 2 开票有误, 3 服务中止, 4 销售折让. */
export const InvoiceRedReason = z.enum(INVOICE_RED_REASONS, { error: '冲红原因不正确' });

export const InvoiceRedInput = z.object({
  id: Id,
  reason: InvoiceRedReason,
  /** The buyer has done 用途确认 / 入账确认 of the blue invoice (a partial red needs it; the buyer then confirms). */
  buyerConfirmedUse: flag().default(false),
  /** Absent: all that stands. Per blue line, a tax-inclusive amount of it. */
  lines: z
    .array(
      z.object({
        lineId: Id,
        gross: z.string({ error: '请填写冲红金额' }).trim().regex(/^\d+(\.\d{1,2})?$/, '冲红金额应为最多2位小数的正数'),
      }),
    )
    .min(1, '请选择冲红的发票行')
    .max(2000)
    .optional(),
});
