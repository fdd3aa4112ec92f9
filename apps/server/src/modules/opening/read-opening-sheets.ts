import ExcelJS from 'exceljs';
import { z } from 'zod';
import { Day, decimalText, Period, type OpeningKind, type OpeningSource } from '@pm/contracts';
import { addDays } from '@pm/domain';
import { cellDay, cellMonth, cellText, type ImportColumns, type SheetRow } from '../records/index';

// The files an opening import reads: our template's three sheets, or HC 小区管理系统's exports
// (docs/decisions.md "Opening import from HC"), each row made the same OpeningRow whatever the source.

export const ARREARS_SHEET = '期初欠费';
export const ACCOUNTS_SHEET = '期初预存';
export const DEPOSITS_SHEET = '期初押金';

/** Column key → header, per sheet of the template (notes on the header cells say how to fill them). */
const ARREARS = { house: '房屋编号', item: '收费项目', period: '所属期间', periodTo: '期间止', dueDate: '应缴日期', amount: '金额', lateFrom: '违约金起算日', remark: '备注' } as const;
const ACCOUNTS = { house: '房屋编号', account: '账户', amount: '金额', remark: '备注' } as const;
const DEPOSITS = { house: '房屋编号', item: '押金项目', amount: '金额', payer: '交款人', paidOn: '交款日期', remark: '备注' } as const;
/** HC's column names: report_owe_fee (欠费) and account (账户, with the room added as payer_obj_name). */
const HC = {
  house: 'payer_obj_name',
  objType: 'payer_obj_type',
  item: 'config_name',
  owed: 'amount_owed',
  hcFrom: 'end_time',
  hcTo: 'deadline_time',
  acctType: 'acct_type',
  amount: 'amount',
} as const;

const NOTES: Record<string, string> = {
  房屋编号: '本系统房屋资料中的房屋编号',
  收费项目: '收费项目的编码或名称（押金项目请填在“期初押金”）',
  所属期间: '欠费的月份，格式 YYYY-MM',
  期间止: '跨多月的欠费填最后一个月（YYYY-MM），单月可不填',
  应缴日期: 'YYYY-MM-DD；不填为所属期间的第一天。账龄从此日起算，违约金从此日加宽限天数后起算',
  违约金起算日: 'YYYY-MM-DD，可不填：原系统已定的违约金起算日（当天起计，不再加宽限天数），不早于应缴日期',
  金额: '大于0，最多两位小数',
  账户: '预交款 或 存零',
  押金项目: '押金类收费项目的编码或名称',
  交款人: '原系统记录的交款人',
  交款日期: 'YYYY-MM-DD，原系统的收押日期',
};

/** Every header any source uses → its key; labels for messages are the file's own headers. */
function allColumns(source: OpeningSource): ImportColumns {
  const byHeader = new Map<string, string>();
  const labels = new Map<string, string>();
  const add = (map: Record<string, string>) => {
    for (const [key, header] of Object.entries(map)) {
      byHeader.set(header, key);
      if (!labels.has(key)) labels.set(key, header);
    }
  };
  if (source === 'template') [ARREARS, ACCOUNTS, DEPOSITS].forEach(add);
  else add(HC);
  return { byHeader, label: (key) => labels.get(key) ?? key };
}
export const columnsFor = allColumns;

/** Which kind of rows a sheet holds: by its name (template) or by HC's columns; null: not an opening sheet. */
export function sheetKind(source: OpeningSource, row: SheetRow): 'arrears' | 'accounts' | 'deposits' | null {
  if (source === 'template') {
    const name = row.sheet.trim();
    return name === ARREARS_SHEET ? 'arrears' : name === ACCOUNTS_SHEET ? 'accounts' : name === DEPOSITS_SHEET ? 'deposits' : null;
  }
  if ('owed' in row.body) return 'arrears';
  if ('acctType' in row.body) return 'accounts';
  return null;
}

const optional = (v: unknown) => (v === null || v === '' ? undefined : v);

const houseCode = z.preprocess(cellText, z.string({ error: '请输入房屋编号' }).max(40, '最多40个字符'));
const itemRef = z.preprocess(cellText, z.string({ error: '请输入收费项目' }).max(50, '最多50个字符'));
const amount = z.preprocess(cellText, decimalText('金额', 2, { positive: true }));
const remark = z.preprocess(cellText, z.string().max(200, '最多200个字符').optional());

const ArrearsRow = z
  .object({
    house: houseCode,
    item: itemRef,
    period: z.preprocess(cellMonth, z.string({ error: '请输入所属期间' }).pipe(Period)),
    periodTo: z.preprocess((v) => optional(cellMonth(v)), Period.optional()),
    dueDate: z.preprocess((v) => optional(cellDay(v)), Day.optional()),
    amount,
    lateFrom: z.preprocess((v) => optional(cellDay(v)), Day.optional()),
    remark,
  })
  .refine((r) => r.periodTo === undefined || r.periodTo >= r.period, { error: '期间止不能早于所属期间', path: ['periodTo'] })
  .refine((r) => r.lateFrom === undefined || r.lateFrom >= (r.dueDate ?? `${r.period}-01`), { error: '违约金起算日不能早于应缴日期', path: ['lateFrom'] });

const AccountRow = z.object({
  house: houseCode,
  account: z.preprocess(cellText, z.enum(['预交款', '存零', 'prepay', 'change'], { error: '请填写“预交款”或“存零”' })),
  amount,
  remark,
});

const DepositRow = z.object({
  house: houseCode,
  item: z.preprocess(cellText, z.string({ error: '请输入押金项目' }).max(50, '最多50个字符')),
  amount,
  payer: z.preprocess(cellText, z.string().max(50, '最多50个字符').optional()),
  paidOn: z.preprocess((v) => optional(cellDay(v)), Day.optional()),
  remark,
});

const HcArrearsRow = z.object({
  house: houseCode,
  objType: z.preprocess(cellText, z.string().refine((v) => v === '3333', { error: '只导入房屋的费用（3333）；车位费用请按其房屋整理后用本系统模板导入' }).optional()),
  item: itemRef,
  owed: z.preprocess(cellText, decimalText('amount_owed', 2, { positive: true })),
  hcFrom: z.preprocess((v) => optional(cellDay(v)), Day),
  hcTo: z.preprocess((v) => optional(cellDay(v)), Day.optional()),
});

const HcAccountRow = z.object({
  house: houseCode,
  acctType: z.preprocess(cellText, z.string().refine((v) => v === '2003', { error: '只导入现金账户（2003）；积分、优惠券、金币账户不是预存款' })),
  amount,
});

/** A row of any source as the check reads it: kind, house code, item reference and the money. */
export interface OpeningRow {
  kind: OpeningKind;
  house: string;
  /** Item code or name (arrears, deposit). */
  item?: string | undefined;
  period?: string | undefined;
  periodTo?: string | undefined;
  /** The first and last day of an arrears row's span (HC: from its end_time to deadline_time). */
  dayFrom?: string | undefined;
  dayTo?: string | undefined;
  dueDate?: string | undefined;
  amount: string;
  /** 违约金起算日: the first day the late fee accrues (the old system's), else due date + grace. */
  lateFrom?: string | undefined;
  payer?: string | undefined;
  paidOn?: string | undefined;
  remark?: string | undefined;
}

/** The row schema of a sheet kind, its output made an OpeningRow. */
export function rowSchema(source: OpeningSource, kind: 'arrears' | 'accounts' | 'deposits'): z.ZodType<OpeningRow> {
  if (source === 'hc') {
    if (kind === 'arrears')
      return HcArrearsRow.transform((r) => ({
        kind: 'arrears' as const,
        house: r.house,
        item: r.item,
        period: r.hcFrom.slice(0, 7),
        dayFrom: r.hcFrom,
        // deadline_time is the first day not owed: the span ends the day before.
        dayTo: r.hcTo && r.hcTo > r.hcFrom ? addDays(r.hcTo, -1) : undefined,
        dueDate: r.hcFrom,
        amount: r.owed,
        remark: `HC 欠费 ${r.hcFrom}${r.hcTo ? ` 至 ${r.hcTo}` : ''}`,
      }));
    return HcAccountRow.transform((r) => ({ kind: 'prepay' as const, house: r.house, amount: r.amount, remark: 'HC 现金账户' }));
  }
  if (kind === 'arrears') return ArrearsRow.transform((r) => ({ kind: 'arrears' as const, ...r }));
  if (kind === 'accounts')
    return AccountRow.transform((r) => ({ kind: r.account === '存零' || r.account === 'change' ? ('change' as const) : ('prepay' as const), house: r.house, amount: r.amount, remark: r.remark }));
  return DepositRow.transform((r) => ({ kind: 'deposit' as const, ...r }));
}

/** The template: the three sheets' header rows, each header with a note on how to fill it, and the account choice as a list. */
export async function openingTemplate(): Promise<{ buffer: Buffer; fileName: string }> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, columns] of [
    [ARREARS_SHEET, ARREARS],
    [ACCOUNTS_SHEET, ACCOUNTS],
    [DEPOSITS_SHEET, DEPOSITS],
  ] as const) {
    const sheet = workbook.addWorksheet(name);
    const headers = Object.values(columns);
    const row = sheet.addRow(headers);
    row.font = { bold: true };
    headers.forEach((header, i) => {
      const note = NOTES[header];
      if (note) row.getCell(i + 1).note = note;
      sheet.getColumn(i + 1).width = Math.max(12, header.length * 3);
    });
    if (name === ACCOUNTS_SHEET)
      for (let r = 2; r <= 2000; r++) sheet.getCell(r, 2).dataValidation = { type: 'list', allowBlank: true, formulae: ['"预交款,存零"'] };
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: '期初导入模板.xlsx' };
}
