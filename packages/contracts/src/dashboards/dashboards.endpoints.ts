import { z } from 'zod';
import { reads, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';
import { Id, Money } from '../charging/charging.schemas';
import { Day, MonthOrDay, Period } from '../core/calendar';

const tag = 'dashboards';
// 决策看板 (spec section 2, issue 16): staff and the supervising government account read them.
const roles: readonly Role[] = ['emp', 'sa', 'gov'];

/** The company chosen (the caller's or one below it; default the caller's) and its whole subtree. */
const CompanyChoice = z.object({ companyId: Id.optional() });
export const MonthRange = CompanyChoice.extend({ from: Period, to: Period });
export const DayRange = CompanyChoice.extend({ from: Day, to: Day });

export const DashboardCompany = z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable() });

const Collection = z.object({ receivable: Money, received: Money, open: Money, /** received / receivable in percent, 2 decimals; null when nothing is receivable */ rate: z.string().nullable() });
export const SettlementDashboard = z.object({
  asOf: z.string(),
  months: z.array(Collection.extend({ period: z.string() })),
  estates: z.array(Collection.extend({ estateId: z.number(), estateName: z.string() })),
  total: Collection,
  /** Arrears as of today by ageing bucket (codes of charging note rule 23). */
  ageing: z.array(z.object({ code: z.string(), houses: z.number(), lines: z.number(), amount: Money })),
  arrearsByEstate: z.array(z.object({ estateId: z.number(), estateName: z.string(), houses: z.number(), amount: Money })),
  /** Money taken per business day (the months chosen) and settle method (settle_method code). */
  receipts: z.array(z.object({ day: z.string(), method: z.string(), amount: Money })),
});

const StateCount = z.object({ state: z.string(), houses: z.number(), area: z.string() });
export const EstateDashboard = z.object({
  estates: z.array(z.object({ estateId: z.number(), estateName: z.string(), houses: z.number(), area: z.string(), byState: z.array(StateCount) })),
  byState: z.array(StateCount),
  total: z.object({ houses: z.number(), area: z.string() }),
});

const StatusCount = z.object({ status: z.string(), count: z.number() });
/** Open records by days since received: 0-3, 4-7, 8-30, over 30. */
export const OpenAge = z.enum(['d0_3', 'd4_7', 'd8_30', 'd30_plus']);
const AgeCount = z.object({ age: OpenAge, count: z.number() });
export const ServiceDashboard = z.object({
  asOf: z.string(),
  complaints: z.object({ byStatus: z.array(StatusCount), openByAge: z.array(AgeCount), total: z.number() }),
  repairs: z.object({ byStatus: z.array(StatusCount), openByAge: z.array(AgeCount), total: z.number() }),
});

export const CustomerDashboard = z.object({
  owners: z.number(),
  residents: z.number(),
  /** Owners by owner_type code. */
  ownerTypes: z.array(z.object({ type: z.string(), count: z.number() })),
  /** Residents by relation to the owner (resident_relation code). */
  residentRelations: z.array(z.object({ relation: z.string(), count: z.number() })),
  complaintTrend: z.array(z.object({ month: z.string(), count: z.number() })),
  satisfaction: z.array(z.object({ level: z.string(), count: z.number() })),
});

/** What a chart bar or slice stands for: the rows behind it. */
export const DrillSource = z.enum([
  'settlement.month',
  'settlement.estate',
  'arrears.bucket',
  'arrears.estate',
  'receipts.day',
  'estate.state',
  'complaints.status',
  'complaints.age',
  'complaints.month',
  'repairs.status',
  'repairs.age',
  'customer.owners',
  'customer.residents',
]);
export type DrillSource = z.infer<typeof DrillSource>;
export const DrillQuery = CompanyChoice.extend({
  source: DrillSource,
  /** The bar's key: a period, estate id, bucket code, day, state, status or age. */
  key: z.string().trim().max(40).optional(),
  /** YYYY-MM (settlement, receipts, customer) or YYYY-MM-DD (service) bounds of the period chosen. */
  from: MonthOrDay.optional(),
  to: MonthOrDay.optional(),
});
export const DrillRows = z.object({
  /** Column keys (the web names them; the export writes their Chinese header). */
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string().nullable())),
  /** True when more rows stand behind the bar than the first 500 shown (the export has them all). */
  more: z.boolean(),
});
export const DrillExport = DrillQuery.extend(ExportPurpose.shape);

const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'GET', path: `/api/dashboards${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const ANY_DASHBOARD = reads('data_decision-customer', 'data_decision-estate', 'data_decision-service', 'data_decision-settlement');

export const dashboardEndpoints = {
  dashboardCompanies: get('/companies', z.object({}), z.array(DashboardCompany), '看板可选公司：本公司及下级公司', ANY_DASHBOARD),
  settlementDashboard: get('/settlement', MonthRange, SettlementDashboard, '结算看板：应收、实收、收缴率、账龄与每日收款', reads('data_decision-settlement')),
  estateDashboard: get('/estate', CompanyChoice, EstateDashboard, '楼盘看板：在管面积与房屋使用状态', reads('data_decision-estate')),
  serviceDashboard: get('/service', DayRange, ServiceDashboard, '服务看板：投诉与报修的状态和时长', reads('data_decision-service')),
  customerDashboard: get('/customer', MonthRange, CustomerDashboard, '客户看板：业主与住户构成、投诉趋势与满意度', reads('data_decision-customer')),
  dashboardDrill: get('/drill', DrillQuery, DrillRows, '看板明细：图表背后的记录', ANY_DASHBOARD),
  exportDashboardDrill: defineEndpoint({ method: 'POST', path: '/api/dashboards/drill/export', input: DrillExport, output: z.null(), raw: true, auth: 'session', rights: ANY_DASHBOARD, roles, summary: '导出看板明细（Excel）', tag }),
};

/** A drill column: its key in the repo's row, its heading, and the dictionary its codes come from. */
export interface DrillColumn {
  key: string;
  title: { cn: string; tw: string };
  /** A dictionary code (allDictionaries), or 'ageing_bucket' for the arrears ageing buckets. */
  dictionary?: string;
}
const c = (key: string, cn: string, tw: string, dictionary?: string): DrillColumn => ({ key, title: { cn, tw }, ...(dictionary ? { dictionary } : {}) });
const houseCode = c('house_code', '房屋编号', '房屋編號');
const houseName = c('house_name', '房屋名称', '房屋名稱');
const estateName = c('estate_name', '楼盘', '樓盤');
const BILL = [houseCode, houseName, estateName, c('item_name', '收费项目', '收費項目'), c('period', '期间', '期間'), c('due_date', '应缴日期', '應繳日期'), c('net', '实际应收', '實際應收'), c('received', '已收', '已收'), c('open', '未收', '未收')];
const OPEN = [houseCode, houseName, estateName, c('item_name', '收费项目', '收費項目'), c('period', '期间', '期間'), c('due_date', '应缴日期', '應繳日期'), c('days', '逾期天数', '逾期天數'), c('bucket', '账龄', '賬齡', 'ageing_bucket'), c('open', '欠费金额', '欠費金額')];
const SERVICE = (no: DrillColumn, person: DrillColumn, status: string) => [no, c('at', '时间', '時間'), houseCode, person, c('content', '内容', '內容'), c('status', '状态', '狀態', status), c('days', '已过天数', '已過天數')];
const COMPLAINT = SERVICE(c('no', '投诉单号', '投訴單號'), c('person', '投诉人', '投訴人'), 'complaint_status');
const REPAIR = SERVICE(c('no', '派工单号', '派工單號'), c('person', '投诉人', '投訴人'), 'dispatch_status').filter((x) => x.key !== 'person');

/** The columns of each drill source, in order (the rows' cells follow them). */
export const DRILL_COLUMNS: Record<DrillSource, DrillColumn[]> = {
  'settlement.month': BILL,
  'settlement.estate': BILL,
  'arrears.bucket': OPEN,
  'arrears.estate': OPEN,
  'receipts.day': [c('day', '收款日期', '收款日期'), estateName, houseCode, c('payer_name', '交款人', '交款人'), c('method', '结算方式', '結算方式', 'settle_method'), c('amount', '金额', '金額')],
  'estate.state': [houseCode, houseName, estateName, c('state', '使用状态', '使用狀態', 'house_use_state'), c('area', '建筑面积', '建築面積')],
  'complaints.status': COMPLAINT,
  'complaints.age': COMPLAINT,
  'complaints.month': COMPLAINT,
  'repairs.status': REPAIR,
  'repairs.age': REPAIR,
  'customer.owners': [c('name', '业主名称', '業主名稱'), c('type', '业主类型', '業主類型', 'owner_type'), c('mobile', '手机号码', '手機號碼'), c('houses', '房屋', '房屋')],
  'customer.residents': [c('name', '住户姓名', '住戶姓名'), houseCode, c('relation', '与业主关系', '與業主關係', 'resident_relation'), c('mobile', '手机号码', '手機號碼'), c('move_in', '入住日期', '入住日期')],
};
