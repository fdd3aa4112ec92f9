/** The two national charts of accounts a company picks from (note §2). */
export type ChartTemplateKey = 'small' | 'enterprise';

/** Balance direction (余额方向): 借 or 贷. */
export type BalanceDirection = 'debit' | 'credit';

/** 辅助核算 dimensions a subject may carry (note §2: 1122, 2203, 2241 and their children). */
export type AuxDimension = 'estate' | 'house' | 'customer';

/**
 * Subject category (spec §9 "voucher subject categories 1-6"): the first digit of the level-1 code.
 * 小企业会计准则 1 资产 2 负债 3 所有者权益 4 成本 5 损益; 企业会计准则 1 资产 2 负债 3 共同 4 所有者权益 5 成本 6 损益.
 */
export type SubjectCategory = 1 | 2 | 3 | 4 | 5 | 6;

export interface ChartSubject {
  /** Code under the 4-2-2 scheme: 4 digits at level 1, +2 per level. */
  code: string;
  /** The subject's own name; the full name joins the ancestors' with '-' (subjectFullName). */
  name: string;
  category: SubjectCategory;
  direction: BalanceDirection;
  aux?: readonly AuxDimension[];
}

export const CHART_TEMPLATE_NAMES: Readonly<Record<ChartTemplateKey, string>> = {
  small: '小企业会计准则',
  enterprise: '企业会计准则',
};

/** Category code → name per chart (docs/decisions.md "Accounting: subject categories"). */
export const SUBJECT_CATEGORIES: Readonly<
  Record<ChartTemplateKey, Readonly<Partial<Record<SubjectCategory, string>>>>
> = {
  small: { 1: '资产', 2: '负债', 3: '所有者权益', 4: '成本', 5: '损益' },
  enterprise: { 1: '资产', 2: '负债', 3: '共同', 4: '所有者权益', 5: '成本', 6: '损益' },
};

/** The 损益 category of a chart: its subjects are closed to 本年利润 each month. */
export const PROFIT_LOSS_CATEGORY: Readonly<Record<ChartTemplateKey, SubjectCategory>> = { small: 5, enterprise: 6 };

const HOUSE_AUX: readonly AuxDimension[] = ['estate', 'house', 'customer'];

type Row = readonly [code: string, name: string, direction?: 'C', aux?: readonly AuxDimension[]];

function build(rows: readonly Row[]): readonly ChartSubject[] {
  return rows.map(([code, name, credit, aux]) => ({
    code,
    name,
    category: Number(code[0]) as SubjectCategory,
    direction: credit === 'C' ? 'credit' : 'debit',
    ...(aux ? { aux } : {}),
  }));
}

// Shared asset and liability subjects; codes identical in both charts (note §2 table).
const ASSETS: readonly Row[] = [
  ['1001', '库存现金'],
  ['1002', '银行存款'],
  ['1012', '其他货币资金'],
  ['1121', '应收票据'],
  ['1122', '应收账款', undefined, HOUSE_AUX],
  ['112201', '物业服务费', undefined, HOUSE_AUX],
  ['112202', '停车费', undefined, HOUSE_AUX],
  ['112203', '水电代收', undefined, HOUSE_AUX],
  ['112204', '其他收费', undefined, HOUSE_AUX],
  ['1123', '预付账款'],
  ['1131', '应收股利'],
  ['1132', '应收利息'],
  ['1221', '其他应收款'],
];

const LIABILITIES_SHORT: readonly Row[] = [
  ['2001', '短期借款', 'C'],
  ['2201', '应付票据', 'C'],
  ['2202', '应付账款', 'C'],
  ['2203', '预收账款', 'C', HOUSE_AUX],
  ['220301', '物业费预存', 'C', HOUSE_AUX],
];

const LIABILITIES_PAYROLL_TAX: readonly Row[] = [
  ['2211', '应付职工薪酬', 'C'],
  ['2221', '应交税费', 'C'],
  ['222101', '应交增值税(销项税额)', 'C'],
  ['222102', '应交增值税(进项税额)', 'C'],
  ['222103', '应交城市维护建设税', 'C'],
  ['222104', '应交企业所得税', 'C'],
  ['2231', '应付利息', 'C'],
];

const OTHER_PAYABLES: readonly Row[] = [
  ['2241', '其他应付款', 'C', HOUSE_AUX],
  ['224101', '押金', 'C', HOUSE_AUX],
  ['224102', '代收水电费', 'C', HOUSE_AUX],
];

/** 小企业会计准则 (2013) with the property-company sub-accounts of note §2. */
const SMALL: readonly Row[] = [
  ...ASSETS.slice(0, 3),
  ['1101', '短期投资'],
  ...ASSETS.slice(3),
  ['1401', '材料采购'],
  ['1402', '在途物资'],
  ['1403', '原材料'],
  ['1405', '库存商品'],
  ['1411', '周转材料'],
  ['1501', '长期债券投资'],
  ['1511', '长期股权投资'],
  ['1601', '固定资产'],
  ['1602', '累计折旧', 'C'],
  ['1604', '在建工程'],
  ['1606', '固定资产清理'],
  ['1701', '无形资产'],
  ['1702', '累计摊销', 'C'],
  ['1801', '长期待摊费用'],
  ['1901', '待处理财产损溢'],
  ...LIABILITIES_SHORT,
  ...LIABILITIES_PAYROLL_TAX,
  ['2232', '应付利润', 'C'],
  ...OTHER_PAYABLES,
  ['2401', '递延收益', 'C'],
  ['2501', '长期借款', 'C'],
  ['2701', '长期应付款', 'C'],
  ['3001', '实收资本', 'C'],
  ['3002', '资本公积', 'C'],
  ['3101', '盈余公积', 'C'],
  ['3103', '本年利润', 'C'],
  ['3104', '利润分配', 'C'],
  ['310401', '未分配利润', 'C'],
  ['310402', '提取法定盈余公积', 'C'],
  ['310403', '应付利润', 'C'],
  ['4001', '生产成本'],
  ['4101', '制造费用'],
  ['4301', '研发支出'],
  ['4401', '工程施工'],
  ['5001', '主营业务收入', 'C'],
  ['500101', '物业服务收入', 'C'],
  ['500102', '停车服务收入', 'C'],
  ['500103', '其他服务收入', 'C'],
  ['5051', '其他业务收入', 'C'],
  ['5111', '投资收益', 'C'],
  ['5301', '营业外收入', 'C'],
  ['530101', '违约金', 'C'],
  ['530102', '其他', 'C'],
  ['5401', '主营业务成本'],
  ['5402', '其他业务成本'],
  ['5403', '税金及附加'],
  ['5601', '销售费用'],
  ['5602', '管理费用'],
  ['560201', '折旧费'],
  ['560202', '职工薪酬'],
  ['560203', '办公费'],
  ['5603', '财务费用'],
  ['5711', '营业外支出'],
  ['5801', '所得税费用'],
];

/** 企业会计准则 (appendix chart, 2017 revenue standard's 2204 合同负债) with the same property sub-accounts. */
const ENTERPRISE: readonly Row[] = [
  ...ASSETS.slice(0, 3),
  ['1101', '交易性金融资产'],
  ...ASSETS.slice(3),
  ['1231', '坏账准备', 'C'],
  ['1401', '材料采购'],
  ['1403', '原材料'],
  ['1405', '库存商品'],
  ['1411', '周转材料'],
  ['1511', '长期股权投资'],
  ['1601', '固定资产'],
  ['1602', '累计折旧', 'C'],
  ['1603', '固定资产减值准备', 'C'],
  ['1604', '在建工程'],
  ['1606', '固定资产清理'],
  ['1701', '无形资产'],
  ['1702', '累计摊销', 'C'],
  ['1801', '长期待摊费用'],
  ['1811', '递延所得税资产'],
  ['1901', '待处理财产损溢'],
  ...LIABILITIES_SHORT,
  ['2204', '合同负债', 'C'],
  ...LIABILITIES_PAYROLL_TAX,
  ['2232', '应付股利', 'C'],
  ...OTHER_PAYABLES,
  ['2501', '长期借款', 'C'],
  ['2701', '长期应付款', 'C'],
  ['2801', '预计负债', 'C'],
  ['2901', '递延所得税负债', 'C'],
  ['3101', '衍生工具'],
  ['3201', '套期工具'],
  ['3202', '被套期项目'],
  ['4001', '实收资本', 'C'],
  ['4002', '资本公积', 'C'],
  ['4101', '盈余公积', 'C'],
  ['4103', '本年利润', 'C'],
  ['4104', '利润分配', 'C'],
  ['410401', '未分配利润', 'C'],
  ['410402', '提取法定盈余公积', 'C'],
  ['410403', '应付现金股利', 'C'],
  ['4201', '库存股'],
  ['5001', '生产成本'],
  ['5101', '制造费用'],
  ['5201', '劳务成本'],
  ['5301', '研发支出'],
  ['6001', '主营业务收入', 'C'],
  ['600101', '物业服务收入', 'C'],
  ['600102', '停车服务收入', 'C'],
  ['600103', '其他服务收入', 'C'],
  ['6051', '其他业务收入', 'C'],
  ['6101', '公允价值变动损益', 'C'],
  ['6111', '投资收益', 'C'],
  ['6301', '营业外收入', 'C'],
  ['630101', '违约金', 'C'],
  ['630102', '其他', 'C'],
  ['6401', '主营业务成本'],
  ['6402', '其他业务成本'],
  ['6403', '税金及附加'],
  ['6601', '销售费用'],
  ['6602', '管理费用'],
  ['660201', '折旧费'],
  ['660202', '职工薪酬'],
  ['660203', '办公费'],
  ['6603', '财务费用'],
  ['6701', '资产减值损失'],
  ['6711', '营业外支出'],
  ['6801', '所得税费用'],
  ['6901', '以前年度损益调整'],
];

/** Both charts, subjects in code order (parents before children), under the 4-2-2 code scheme. */
export const CHART_TEMPLATES: Readonly<Record<ChartTemplateKey, readonly ChartSubject[]>> = {
  small: build(SMALL),
  enterprise: build(ENTERPRISE),
};

/** The code scheme both templates are written in. */
export const TEMPLATE_CODE_SCHEME = '4-2-2';

/**
 * Subjects a generator (charging vouchers, depreciation, period close) posts to. Every role is a
 * leaf subject except profitDistribution (3104/4104, the parent of undistributedProfit).
 */
export type ChartRole =
  | 'cash'
  | 'bank'
  | 'otherMonetary'
  | 'receivable'
  | 'receivableParking'
  | 'receivableUtilities'
  | 'receivableOther'
  | 'prepayment'
  | 'deposit'
  | 'passThrough'
  | 'revenue'
  | 'revenueParking'
  | 'revenueOther'
  | 'vatOutput'
  | 'lateFeeIncome'
  | 'depreciationExpense'
  | 'financialExpense'
  | 'accumulatedDepreciation'
  | 'fixedAssets'
  | 'disposal'
  | 'currentYearProfit'
  | 'profitDistribution'
  | 'undistributedProfit';

const COMMON_ROLES = {
  cash: '1001',
  bank: '1002',
  otherMonetary: '1012',
  receivable: '112201',
  receivableParking: '112202',
  receivableUtilities: '112203',
  receivableOther: '112204',
  prepayment: '220301',
  deposit: '224101',
  passThrough: '224102',
  vatOutput: '222101',
  accumulatedDepreciation: '1602',
  fixedAssets: '1601',
  disposal: '1606',
} as const;

const ROLES: Readonly<Record<ChartTemplateKey, Readonly<Record<ChartRole, string>>>> = {
  small: {
    ...COMMON_ROLES,
    revenue: '500101',
    revenueParking: '500102',
    revenueOther: '500103',
    lateFeeIncome: '530101',
    depreciationExpense: '560201',
    // 财务费用: the payment vendor's fees (线上对账's settlement voucher)
    financialExpense: '5603',
    currentYearProfit: '3103',
    profitDistribution: '3104',
    undistributedProfit: '310401',
  },
  enterprise: {
    ...COMMON_ROLES,
    revenue: '600101',
    revenueParking: '600102',
    revenueOther: '600103',
    lateFeeIncome: '630101',
    depreciationExpense: '660201',
    financialExpense: '6603',
    currentYearProfit: '4103',
    profitDistribution: '4104',
    undistributedProfit: '410401',
  },
};

/** The subject code of each generator role in a template's chart (the company may re-point them). */
export function chartRoles(template: ChartTemplateKey): Readonly<Record<ChartRole, string>> {
  return ROLES[template];
}

/** Name of a category code in a chart ('资产' …), or undefined when the chart has no such category. */
export function categoryName(template: ChartTemplateKey, category: number): string | undefined {
  return SUBJECT_CATEGORIES[template][category as SubjectCategory];
}

/**
 * Full display name: the ancestors' names and the subject's joined with '-' (112201 → '应收账款-物业服务费').
 * `subjects` holds the chart (any order); ancestors are the subjects whose code is a proper prefix.
 */
export function subjectFullName(code: string, subjects: readonly { code: string; name: string }[]): string {
  return subjects
    .filter((s) => code.startsWith(s.code))
    .sort((a, b) => a.code.length - b.code.length)
    .map((s) => s.name)
    .join('-');
}
