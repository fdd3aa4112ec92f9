import type { ChartTemplateKey } from './charts';

/**
 * One row of an accounting report in the spec's row shape (§3). `line` is the row's id and 行次
 * (ROW(n) names it); `type` 1 heading, 2 data row (subject formulas), 4 subtotal, 5 total (1, 4
 * and 5 are shown with a trailing colon, 4 and 5 are computed from rows); `category` 11 the left
 * column (资产, or the only column of the income statement), 12 the right column (负债和所有者权益);
 * `parentId` the heading's line; formula1..6 the column expressions (balance sheet: 1 期末余额,
 * 2 年初余额; income statement: 1 本月金额, 2 本年累计金额); `should` a formula the row's first
 * column must equal (the check pair: `actual` is the row's value, a mismatch is shown).
 */
export interface ReportRowTemplate {
  line: number;
  name: string;
  type: 1 | 2 | 4 | 5;
  category: 11 | 12;
  parentId: number | null;
  formula1: string | null;
  formula2: string | null;
  formula3: string | null;
  formula4: string | null;
  formula5: string | null;
  formula6: string | null;
  should: string | null;
}

type Spec =
  readonly [name: string, type: 1] | readonly [name: string, type: 2 | 4 | 5, formula: string, should?: string];

/**
 * Builds rows from [name, type, formula] specs: lines numbered from `first`, data and total rows
 * under the last heading. A formula's 'K' stands for the column's kind (QM/NC, or FS/LJ).
 */
function rows(
  specs: readonly Spec[],
  category: 11 | 12,
  first: number,
  kinds: readonly [string, string],
): ReportRowTemplate[] {
  let heading: number | null = null;
  return specs.map((spec, i) => {
    const line = first + i;
    const [name, type, formula, should] = spec;
    if (type === 1) heading = line;
    const column = (kind: string) => (formula === undefined ? null : formula.replace(/\bK\b/g, kind));
    return {
      line,
      name,
      type,
      category,
      parentId: type === 1 ? null : heading,
      formula1: column(kinds[0]),
      formula2: column(kinds[1]),
      formula3: null,
      formula4: null,
      formula5: null,
      formula6: null,
      should: should ?? null,
    };
  });
}

const sum = (lines: readonly number[]) => lines.map((n) => `ROW(${n})`).join('+');
const BS: readonly [string, string] = ['QM', 'NC'];
const IS: readonly [string, string] = ['FS', 'LJ'];

// 小企业会计准则 balance sheet (会小企01表). Every balance-sheet subject lands in exactly one row,
// and 未分配利润 includes 损益 subjects not yet closed, so the sheet balances before 结转损益 too.
const SMALL_ASSETS: Spec[] = [
  ['流动资产', 1],
  ['货币资金', 2, 'SUBJ(1001~1012,K)'],
  ['短期投资', 2, 'SUBJ(1101,K)'],
  ['应收票据', 2, 'SUBJ(1121,K)'],
  ['应收账款', 2, 'SUBJ(1122,K,D)+SUBJ(2203,K,D)'],
  ['预付账款', 2, 'SUBJ(1123,K,D)+SUBJ(2202,K,D)'],
  ['应收股利', 2, 'SUBJ(1131,K)'],
  ['应收利息', 2, 'SUBJ(1132,K)'],
  ['其他应收款', 2, 'SUBJ(1221,K,D)+SUBJ(2241,K,D)'],
  ['存货', 2, 'SUBJ(1401~1411,K)+SUBJ(4001,K)+SUBJ(4101,K)+SUBJ(4401,K)'],
  ['其他流动资产', 2, 'SUBJ(1901,K)'],
  ['流动资产合计', 4, sum([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])],
  ['非流动资产', 1],
  ['长期债券投资', 2, 'SUBJ(1501,K)'],
  ['长期股权投资', 2, 'SUBJ(1511,K)'],
  ['固定资产原价', 2, 'SUBJ(1601,K)'],
  ['减：累计折旧', 2, 'SUBJ(1602,K)'],
  ['固定资产账面价值', 4, 'ROW(16)-ROW(17)'],
  ['在建工程', 2, 'SUBJ(1604,K)'],
  ['固定资产清理', 2, 'SUBJ(1606,K)'],
  ['无形资产', 2, 'SUBJ(1701,K)-SUBJ(1702,K)'],
  ['开发支出', 2, 'SUBJ(4301,K)'],
  ['长期待摊费用', 2, 'SUBJ(1801,K)'],
  ['非流动资产合计', 4, sum([14, 15, 18, 19, 20, 21, 22, 23])],
  ['资产总计', 5, 'ROW(12)+ROW(24)'],
];
const SMALL_CLAIMS: Spec[] = [
  ['流动负债', 1],
  ['短期借款', 2, 'SUBJ(2001,K)'],
  ['应付票据', 2, 'SUBJ(2201,K)'],
  ['应付账款', 2, 'SUBJ(2202,K,C)+SUBJ(1123,K,C)'],
  ['预收账款', 2, 'SUBJ(2203,K,C)+SUBJ(1122,K,C)'],
  ['应付职工薪酬', 2, 'SUBJ(2211,K)'],
  ['应交税费', 2, 'SUBJ(2221,K)'],
  ['应付利息', 2, 'SUBJ(2231,K)'],
  ['应付利润', 2, 'SUBJ(2232,K)'],
  ['其他应付款', 2, 'SUBJ(2241,K,C)+SUBJ(1221,K,C)'],
  ['流动负债合计', 4, sum([27, 28, 29, 30, 31, 32, 33, 34, 35])],
  ['非流动负债', 1],
  ['长期借款', 2, 'SUBJ(2501,K)'],
  ['长期应付款', 2, 'SUBJ(2701,K)'],
  ['递延收益', 2, 'SUBJ(2401,K)'],
  ['非流动负债合计', 4, sum([38, 39, 40])],
  ['负债合计', 4, 'ROW(36)+ROW(41)'],
  ['所有者权益', 1],
  ['实收资本', 2, 'SUBJ(3001,K)'],
  ['资本公积', 2, 'SUBJ(3002,K)'],
  ['盈余公积', 2, 'SUBJ(3101,K)'],
  ['未分配利润', 2, 'SUBJ(3103,K)+SUBJ(3104,K)+SUBJ(5001~5301,K)-SUBJ(5401~5801,K)'],
  ['所有者权益合计', 4, sum([44, 45, 46, 47])],
  ['负债和所有者权益总计', 5, 'ROW(42)+ROW(48)', 'ROW(25)'],
];

// 企业会计准则 balance sheet (2019 general-enterprise format, 应收/应付利息 and 股利 inside 其他应收/应付款).
const ENTERPRISE_ASSETS: Spec[] = [
  ['流动资产', 1],
  ['货币资金', 2, 'SUBJ(1001~1012,K)'],
  ['交易性金融资产', 2, 'SUBJ(1101,K)'],
  ['衍生金融资产', 2, 'SUBJ(3101,K,D)+SUBJ(3201,K,D)+SUBJ(3202,K,D)'],
  ['应收票据', 2, 'SUBJ(1121,K)'],
  ['应收账款', 2, 'SUBJ(1122,K,D)+SUBJ(2203,K,D)-SUBJ(1231,K)'],
  ['预付款项', 2, 'SUBJ(1123,K,D)+SUBJ(2202,K,D)'],
  ['其他应收款', 2, 'SUBJ(1221,K,D)+SUBJ(2241,K,D)+SUBJ(1131,K)+SUBJ(1132,K)'],
  ['存货', 2, 'SUBJ(1401~1411,K)+SUBJ(5001~5201,K)'],
  ['其他流动资产', 2, 'SUBJ(1901,K)'],
  ['流动资产合计', 4, sum([2, 3, 4, 5, 6, 7, 8, 9, 10])],
  ['非流动资产', 1],
  ['长期股权投资', 2, 'SUBJ(1511,K)'],
  ['固定资产', 2, 'SUBJ(1601,K)-SUBJ(1602,K)-SUBJ(1603,K)+SUBJ(1606,K)'],
  ['在建工程', 2, 'SUBJ(1604,K)'],
  ['无形资产', 2, 'SUBJ(1701,K)-SUBJ(1702,K)'],
  ['开发支出', 2, 'SUBJ(5301,K)'],
  ['长期待摊费用', 2, 'SUBJ(1801,K)'],
  ['递延所得税资产', 2, 'SUBJ(1811,K)'],
  ['非流动资产合计', 4, sum([13, 14, 15, 16, 17, 18, 19])],
  ['资产总计', 5, 'ROW(11)+ROW(20)'],
];
const ENTERPRISE_CLAIMS: Spec[] = [
  ['流动负债', 1],
  ['短期借款', 2, 'SUBJ(2001,K)'],
  ['衍生金融负债', 2, 'SUBJ(3101,K,C)+SUBJ(3201,K,C)+SUBJ(3202,K,C)'],
  ['应付票据', 2, 'SUBJ(2201,K)'],
  ['应付账款', 2, 'SUBJ(2202,K,C)+SUBJ(1123,K,C)'],
  ['预收款项', 2, 'SUBJ(2203,K,C)+SUBJ(1122,K,C)'],
  ['合同负债', 2, 'SUBJ(2204,K)'],
  ['应付职工薪酬', 2, 'SUBJ(2211,K)'],
  ['应交税费', 2, 'SUBJ(2221,K)'],
  ['其他应付款', 2, 'SUBJ(2241,K,C)+SUBJ(1221,K,C)+SUBJ(2231,K)+SUBJ(2232,K)'],
  ['流动负债合计', 4, sum([23, 24, 25, 26, 27, 28, 29, 30, 31])],
  ['非流动负债', 1],
  ['长期借款', 2, 'SUBJ(2501,K)'],
  ['长期应付款', 2, 'SUBJ(2701,K)'],
  ['预计负债', 2, 'SUBJ(2801,K)'],
  ['递延所得税负债', 2, 'SUBJ(2901,K)'],
  ['非流动负债合计', 4, sum([34, 35, 36, 37])],
  ['负债合计', 4, 'ROW(32)+ROW(38)'],
  ['所有者权益', 1],
  ['实收资本（或股本）', 2, 'SUBJ(4001,K)'],
  ['资本公积', 2, 'SUBJ(4002,K)'],
  ['减：库存股', 2, 'SUBJ(4201,K)'],
  ['盈余公积', 2, 'SUBJ(4101,K)'],
  ['未分配利润', 2, 'SUBJ(4103,K)+SUBJ(4104,K)+SUBJ(6001~6301,K)-SUBJ(6401~6901,K)'],
  ['所有者权益合计', 4, 'ROW(41)+ROW(42)-ROW(43)+ROW(44)+ROW(45)'],
  ['负债和所有者权益总计', 5, 'ROW(39)+ROW(46)', 'ROW(21)'],
];

const SMALL_INCOME: Spec[] = [
  ['一、营业收入', 2, 'SUBJ(5001,K)+SUBJ(5051,K)'],
  ['减：营业成本', 2, 'SUBJ(5401,K)+SUBJ(5402,K)'],
  ['税金及附加', 2, 'SUBJ(5403,K)'],
  ['销售费用', 2, 'SUBJ(5601,K)'],
  ['管理费用', 2, 'SUBJ(5602,K)'],
  ['财务费用', 2, 'SUBJ(5603,K)'],
  ['加：投资收益', 2, 'SUBJ(5111,K)'],
  ['二、营业利润', 4, 'ROW(1)-ROW(2)-ROW(3)-ROW(4)-ROW(5)-ROW(6)+ROW(7)'],
  ['加：营业外收入', 2, 'SUBJ(5301,K)'],
  ['减：营业外支出', 2, 'SUBJ(5711,K)'],
  ['三、利润总额', 4, 'ROW(8)+ROW(9)-ROW(10)'],
  ['减：所得税费用', 2, 'SUBJ(5801,K)'],
  ['四、净利润', 5, 'ROW(11)-ROW(12)', 'SUBJ(5001~5301,FS)-SUBJ(5401~5801,FS)'],
];

const ENTERPRISE_INCOME: Spec[] = [
  ['一、营业收入', 2, 'SUBJ(6001,K)+SUBJ(6051,K)'],
  ['减：营业成本', 2, 'SUBJ(6401,K)+SUBJ(6402,K)'],
  ['税金及附加', 2, 'SUBJ(6403,K)'],
  ['销售费用', 2, 'SUBJ(6601,K)'],
  ['管理费用', 2, 'SUBJ(6602,K)'],
  ['财务费用', 2, 'SUBJ(6603,K)'],
  ['资产减值损失', 2, 'SUBJ(6701,K)'],
  ['加：公允价值变动收益', 2, 'SUBJ(6101,K)'],
  ['投资收益', 2, 'SUBJ(6111,K)'],
  ['二、营业利润', 4, 'ROW(1)-ROW(2)-ROW(3)-ROW(4)-ROW(5)-ROW(6)-ROW(7)+ROW(8)+ROW(9)'],
  ['加：营业外收入', 2, 'SUBJ(6301,K)'],
  ['减：营业外支出', 2, 'SUBJ(6711,K)'],
  ['三、利润总额', 4, 'ROW(10)+ROW(11)-ROW(12)'],
  ['减：所得税费用', 2, 'SUBJ(6801,K)'],
  ['四、净利润', 5, 'ROW(13)-ROW(14)', 'SUBJ(6001~6301,FS)-SUBJ(6401~6801,FS)'],
];

/** 资产负债表 per chart: assets (category 11) then liabilities and equity (12), one line sequence. */
export const BALANCE_SHEET_TEMPLATE: Readonly<Record<ChartTemplateKey, readonly ReportRowTemplate[]>> = {
  small: [...rows(SMALL_ASSETS, 11, 1, BS), ...rows(SMALL_CLAIMS, 12, SMALL_ASSETS.length + 1, BS)],
  enterprise: [...rows(ENTERPRISE_ASSETS, 11, 1, BS), ...rows(ENTERPRISE_CLAIMS, 12, ENTERPRISE_ASSETS.length + 1, BS)],
};

/** 利润表 per chart: one column of rows (category 11), 本月 (FS) and 本年累计 (LJ). */
export const INCOME_STATEMENT_TEMPLATE: Readonly<Record<ChartTemplateKey, readonly ReportRowTemplate[]>> = {
  small: rows(SMALL_INCOME, 11, 1, IS),
  enterprise: rows(ENTERPRISE_INCOME, 11, 1, IS),
};
