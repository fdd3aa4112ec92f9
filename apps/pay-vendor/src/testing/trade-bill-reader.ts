export interface ParsedTradeBill {
  header: string[];
  /** Detail rows by header name, the leading backquote removed. */
  rows: Record<string, string>[];
  summaryHeader: string[];
  summary: Record<string, string>;
}

const unTick = (field: string) => (field.startsWith('`') ? field.slice(1) : field);

/**
 * Reads a trade bill file: the first line is the detail header, then detail rows (fields prefixed by
 * a backquote), then the summary header (starting 总交易单数) and one summary row. Splits on commas, as
 * the format has no quoting.
 */
export function parseTradeBill(text: string): ParsedTradeBill {
  const lines = text.split('\n').filter((l) => l !== '');
  const summaryAt = lines.findIndex((l) => l.startsWith('总交易单数'));
  if (lines.length < 3 || summaryAt < 1) throw new Error('不是交易账单格式');
  const header = (lines[0] ?? '').split(',');
  const summaryHeader = (lines[summaryAt] ?? '').split(',');
  const byName = (names: string[], line: string) => {
    const fields = line.split(',').map(unTick);
    return Object.fromEntries(names.map((n, i) => [n, fields[i] ?? '']));
  };
  return {
    header,
    rows: lines.slice(1, summaryAt).map((l) => byName(header, l)),
    summaryHeader,
    summary: byName(summaryHeader, lines[summaryAt + 1] ?? ''),
  };
}
