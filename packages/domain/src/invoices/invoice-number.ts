/** The parts of a 数电票 number (notes §1): 2-digit year, 2-digit province (税务机关) code, issuing channel, 15-digit sequence. */
export interface InvoiceNumberParts {
  year: string;
  province: string;
  channel: string;
  sequence: string;
}

/**
 * A 数电票 number's parts, or undefined when it is not 20 digits (no 发票代码 since 数电). The province code is not
 * checked against a list: the 计划单列市 have their own tax bureaus and their codes are unverified.
 */
export function parseInvoiceNumber(text: string): InvoiceNumberParts | undefined {
  const m = /^(\d{2})(\d{2})(\d)(\d{15})$/.exec(text);
  if (!m) return undefined;
  return { year: m[1] ?? '', province: m[2] ?? '', channel: m[3] ?? '', sequence: m[4] ?? '' };
}

/** True for the shape of a 数电票 number: 20 digits. */
export function isInvoiceNumber(text: string): boolean {
  return parseInvoiceNumber(text) !== undefined;
}
