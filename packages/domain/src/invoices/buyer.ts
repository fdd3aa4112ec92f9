/** The buyer (购买方) of an invoice: a company (企业, 单位) or a person (个人). */
export interface InvoiceBuyer {
  kind: 'company' | 'person';
  name: string;
  /** 纳税人识别号 / 统一社会信用代码; a person's 身份证件号码 when given. */
  taxId?: string | null;
}

/** 数电普票 (Nuonuo invoiceLine pc) or 数电专票 (bs). */
export type InvoiceKind = 'normal' | 'special';

export type BuyerProblem = 'name_missing' | 'tax_id_missing' | 'tax_id_invalid' | 'special_needs_company';

export const BUYER_PROBLEM_TEXT: Record<BuyerProblem, string> = {
  name_missing: '请填写购买方名称',
  tax_id_missing: '企业购买方须提供纳税人识别号（国家税务总局公告2017年第16号）',
  tax_id_invalid: '购买方纳税人识别号格式不正确',
  special_needs_company: '增值税专用发票只能开给有纳税人识别号的企业',
};

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A 统一社会信用代码 (GB 32100-2015): 18 characters of the 31-letter alphabet (no I O S V Z) with its check character. */
export function isCreditCode(text: string): boolean {
  if (!/^[0-9ABCDEFGHJKLMNPQRTUWXY]{18}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(text.charAt(i)) * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31) === text.charAt(17);
}

/**
 * A company's 纳税人识别号: a 统一社会信用代码 with a right check character, or an old-style number of 15 or 20
 * digits and capitals (area code + organisation code; ID number + 2). An 18-character one must be a credit code, so
 * a mistyped character is caught.
 */
export function isTaxId(text: string): boolean {
  if (text.length === 18) return isCreditCode(text);
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(text);
}

/**
 * What keeps a buyer from an invoice: a company must give its tax id even for a 普票 since 2017-07-01 (国家税务总局
 * 公告2017年第16号, notes §1); a person may omit it (a document number of 6–20 letters or digits when given); a 专票
 * goes only to a company. [] when the buyer may have the invoice.
 */
export function buyerProblems(buyer: InvoiceBuyer, kind: InvoiceKind = 'normal'): BuyerProblem[] {
  const problems: BuyerProblem[] = [];
  if (buyer.name.trim() === '') problems.push('name_missing');
  const taxId = buyer.taxId?.trim() ?? '';
  if (buyer.kind === 'person' && kind === 'special') problems.push('special_needs_company');
  if (buyer.kind === 'company' && taxId === '') problems.push('tax_id_missing');
  else if (buyer.kind === 'company' && !isTaxId(taxId)) problems.push('tax_id_invalid');
  else if (buyer.kind === 'person' && taxId !== '' && !/^[0-9A-Za-z]{6,20}$/.test(taxId))
    problems.push('tax_id_invalid');
  return problems;
}
