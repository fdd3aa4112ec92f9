import type { RedConfirmationState, RedReason } from '@pm/domain';

/**
 * The e-invoice platform as the product uses it (issue 33): issue a 数电票 (accepted now, issued later), learn its
 * outcome by query or callback, fetch its files, and reverse it with a 红字确认单 and a red invoice. The client speaks
 * a Nuonuo-like API (or the bundled fake that speaks it). Amounts are decimal text (元), computed by the domain.
 */
export interface EinvoicePlatform {
  issue(order: EinvoiceOrder): Promise<EinvoiceIssueResult>;
  /** Orders by 流水号 or by our orderNo (≤ 50 of each); unknown ones are left out. */
  query(by: { serialNos?: string[]; orderNos?: string[]; sellerTaxId?: string }): Promise<EinvoiceQueryResult>;
  /** reInvoice: a failed (22) or seal-failed (24) order is tried again under the same 流水号. */
  retry(p: { serialNo: string; orderNo: string; sellerTaxId?: string }): Promise<EinvoiceCallResult>;
  /** An invoice file (pdfUrl, ofdUrl, xmlUrl of a result). */
  download(url: string): Promise<EinvoiceDownloadResult>;
  applyRed(request: EinvoiceRedRequest): Promise<EinvoiceRedApplyResult>;
  queryRed(p: { billId: string; sellerTaxId?: string }): Promise<EinvoiceRedQueryResult>;
  /** fastInvoiceRed: the red invoice of a 确认单 in 01 or 04 that named no orderNo when applied for. */
  issueRed(p: {
    orderNo: string;
    billNo: string;
    blueNumber: string;
    kind: EinvoiceKind;
    callbackUrl?: string;
    sellerTaxId?: string;
  }): Promise<EinvoiceIssueResult>;
}

/** 数电普票 (pc) or 数电专票 (bs). */
export type EinvoiceKind = 'normal' | 'special';

export interface EinvoiceBuyer {
  name: string;
  /** 纳税人识别号; a company's is required (the domain's buyerProblems says so before this is called). */
  taxId?: string;
  address?: string;
  tel?: string;
  /** 开户行及账号 */
  account?: string;
  /** Where the platform pushes the invoice to, when given. */
  phone?: string;
  email?: string;
}

/** One line, tax-inclusive: net + tax = gross, 2 decimals, from the domain's taxFromGross (rounded once, per line). */
export interface EinvoiceLine {
  name: string;
  /** 税收分类编码, 19 digits. */
  taxCode: string;
  /** The rate as a fraction: "0.06". */
  rate: string;
  net: string;
  tax: string;
  gross: string;
  spec?: string;
  unit?: string;
  /** Up to 8 decimals. */
  quantity?: string;
  /** Price including tax, up to 8 decimals. */
  unitPrice?: string;
  /** favouredPolicyFlag: 01 简易征收, 03 免税, 08/09 按3%/5%简易征收 … */
  policyFlag?: string;
  policyName?: string;
}

export interface EinvoiceOrder {
  /** Ours, unique per seller, ≤ 20 letters, digits, - or _: the platform refuses a repeat (E9106), so a retry is safe. */
  orderNo: string;
  /** The 单据时间 (China time on the wire). */
  orderedAt: Date;
  kind: EinvoiceKind;
  buyer: EinvoiceBuyer;
  /** 开票人 */
  clerk: string;
  remark?: string;
  /** Where the platform calls back; absent: its console's address, if any. */
  callbackUrl?: string;
  lines: EinvoiceLine[];
  /** The seller (userTax); absent: the configured one. */
  sellerTaxId?: string;
}

/**
 * A call the platform did not take: its code and text (E9106 …; NETWORK, TIMEOUT, HTTP_503, BAD_ANSWER for transport
 * failures). `retryable` for transient ones; `outcomeUnknown` when the call may have been carried out (a timeout: ask
 * with query before anything else); `duplicate` for E9106 (the orderNo was taken before: query it).
 */
export interface EinvoiceFailure {
  ok: false;
  code: string;
  message: string;
  retryable: boolean;
  outcomeUnknown: boolean;
  duplicate: boolean;
}

export type EinvoiceCallResult = { ok: true } | EinvoiceFailure;
export type EinvoiceIssueResult = { ok: true; serialNo: string } | EinvoiceFailure;

/** The platform's status (notes §5): 20 开票中, 21 签章中, 2 开票完成 (final), 22 开票失败 (final), 24 签章失败, 3 / 31 作废. */
export type EinvoiceStatus = 'issuing' | 'sealing' | 'issued' | 'failed' | 'seal_failed' | 'voided' | 'voiding';

export interface EinvoiceResult {
  serialNo: string;
  orderNo: string;
  status: EinvoiceStatus;
  /** The platform's own code (20, 21, 2, 22, 24, 3, 31). */
  statusCode: string;
  /** Why it failed (22) or the seal failed (24): the platform's words, for the staff. */
  failCause: string;
  kind: 'blue' | 'red';
  /** The 20-digit number once the platform gave one. */
  number: string | null;
  issuedAt: Date | null;
  net: string;
  tax: string;
  gross: string;
  buyerName: string;
  buyerTaxId: string;
  sellerTaxId: string;
  /** A red invoice's blue one. */
  blueNumber: string | null;
  /** Files once issued ('' before). If both PDF and OFD are there, the OFD is the legal original (notes §5). */
  pdfUrl: string;
  ofdUrl: string;
  xmlUrl: string;
}

export type EinvoiceQueryResult = { ok: true; results: EinvoiceResult[] } | EinvoiceFailure;
export type EinvoiceDownloadResult = { ok: true; data: Buffer; contentType: string } | EinvoiceFailure;

export interface EinvoiceRedRequest {
  /** The blue invoice's 20-digit number and kind. */
  blueNumber: string;
  kind: EinvoiceKind;
  /** The blue invoice's buyer, as on it. */
  buyer: { name: string; taxId?: string };
  reason: RedReason;
  /** Ours (≤ 40): the platform makes one when absent. */
  billId?: string;
  /** The red invoice's orderNo: given, the platform issues it as soon as the 确认单 allows ("确认即开票"). */
  orderNo?: string;
  callbackUrl?: string;
  /**
   * A partial red: per blue line (from 1, the blue's order) negative amounts from the domain's redLetter; absent:
   * all that stands.
   */
  lines?: { blueLine: number; taxCode: string; rate: string; net: string; tax: string }[];
  sellerTaxId?: string;
}

export type EinvoiceRedApplyResult = { ok: true; billId: string } | EinvoiceFailure;

export interface EinvoiceRedConfirmation {
  billId: string;
  /** 确认单编号, once the platform has one ('' while 申请中). */
  billNo: string;
  state: RedConfirmationState;
  stateText: string;
  blueNumber: string;
  /** The red invoice's 流水号 once it is issued. */
  redSerialNo: string | null;
  net: string;
  tax: string;
}

export type EinvoiceRedQueryResult = { ok: true; confirmation: EinvoiceRedConfirmation | null } | EinvoiceFailure;
