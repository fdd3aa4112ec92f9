/** Receipt number: prefix + date part (1 none, 2 YYYY, 3 YYYYMM, 4 YYYYMMDD) + serial zero-padded to `serialLength`. */
export function receiptNumber(
  rule: { prefix: string; datePart: string; serialLength: number },
  serial: number,
  day: string,
): string {
  const digits = day.replace(/-/g, '');
  const date =
    rule.datePart === '2'
      ? digits.slice(0, 4)
      : rule.datePart === '3'
        ? digits.slice(0, 6)
        : rule.datePart === '4'
          ? digits.slice(0, 8)
          : '';
  return `${rule.prefix}${date}${String(serial).padStart(rule.serialLength, '0')}`;
}
