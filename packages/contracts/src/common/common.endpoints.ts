import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { Money } from '../core/decimals';
import { maxChars } from '../core/text';
import { SIGNED_IN, reads, type EndpointRights } from '../core/rights';
import { defineEndpoint, emptyInput, type Role } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';

// Common data of spec 7 (/api/common/*). Lists are scoped to the caller's company (company calls:
// the caller's company and those below it). Calls whose data belongs to later areas (arrears,
// inform, settle, charging) answer from the tables that exist, in the shape those areas will fill.

const roles: readonly Role[] = ['emp', 'sa'];
const tag = 'common';

export const IdName = z.object({ id: z.number(), name: z.string() });
export const EstateOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
export const CompanyInfo = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  nick: z.string(),
  level: z.number(),
  type: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
});
export const CompanyBrief = CompanyInfo.pick({ id: true, parentId: true, name: true, nick: true, level: true, type: true });
export const DeptRow = z.object({ id: z.number(), parentId: z.number().nullable(), code: z.string(), name: z.string() });
export const EmpRow = z.object({ id: z.number(), name: z.string(), username: z.string(), jobName: z.string().nullable(), deptId: z.number().nullable(), mobile: z.string().nullable() });
export const ResidentRow = z.object({ id: z.number(), name: z.string(), relation: z.string(), relationName: z.string(), mobile: z.string().nullable(), tag: z.string().nullable() });
export const ReceiptRule = z.object({ id: z.number(), estateId: z.number().nullable(), name: z.string(), prefix: z.string(), datePart: z.string(), serialLength: z.number(), nextSerial: z.number(), resetCycle: z.string(), sample: z.string().nullable() });
export const HouseOption = z.object({ id: z.number(), code: z.string(), name: z.string(), floor: z.number().nullable(), useState: z.string() });
/** One open, due bill line of a house: period, item, what is open (amount), its days past due and late fee today. */
export const ArrearsLine = z.object({
  lineId: z.number(),
  period: z.string(),
  item: z.string(),
  amount: Money,
  dueDate: z.string(),
  daysOverdue: z.number(),
  lateFee: Money,
});
/** One notice (filled by the inform area). */
export const InformRow = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  acked: z.boolean(),
  /** 告知公文 fields (spec 2): document number, the house it concerns, the sender. */
  docNumber: z.string().optional(),
  houseId: z.number().nullable().optional(),
  houseName: z.string().optional(),
  senderName: z.string().optional(),
  senderPhone: z.string().optional(),
  senderJob: z.string().optional(),
  ackedAt: z.string().nullable().optional(),
});
/** One settlement of a house: receipt number (empty without one), day, amount, tenders, type. */
export const SettleRow = z.object({ paymentId: z.number(), settleNo: z.string(), settleDate: z.string(), amount: Money, method: z.string(), settleTypeName: z.string(), voided: z.boolean() });
/** One charge item of a house (filled by the charging area). */
export const ChargingItem = z.object({
  item: z.string(),
  /** Unit price or fixed amount as displayed (2 decimals, 4 when it has more), with its unit. */
  price: z.string(),
  /** 每月 / 每N个月 / 一次性 … */
  cycle: z.string(),
  startDate: z.string(),
  bindingId: z.number(),
  itemId: z.number(),
  standardCode: z.string(),
  standardName: z.string(),
  endDate: z.string().nullable(),
  /** house | parking | meter, and the space's or meter's code (the house's name for a house). */
  targetType: z.string(),
  targetName: z.string(),
});

// Reference lookups (estates, houses, companies, departments, staff names) serve every screen's pickers: any signed-in
// person of the company may read them. A house's money is read only where one of the money screens is open to the caller.
const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights = SIGNED_IN) =>
  defineEndpoint({ method: 'GET', path: `/api/common${path}`, input, output, auth: 'session', roles, rights, silent: true, summary, tag });
const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights = SIGNED_IN) =>
  defineEndpoint({ method: 'POST', path: `/api/common${path}`, input, output, auth: 'session', roles, rights, silent: true, summary, tag });

/** The screens that show one house's charges, arrears and settlements. */
const HOUSE_MONEY = reads(
  'charge_arrears-query',
  'charge_arrears-detail',
  'customer_panel-billing',
  'customer_panel-receivable',
  'data_named-index',
  'charge_settle-normal',
  'charge_settle-mid-month',
  'charge_settle-other',
  'charge_settle-prepay',
  'charge_settle-special',
  'charge_ops-standards',
  'charge_ops-notices',
);

/**
 * The menus whose notices the home page lists (spec 9, "notification ids for home info"), in the spec's order:
 * 170 催缴通知, 164 欠费查询, 157 装修管理, 156 房屋租赁, 155 入伙验房, 94 呼叫中心, 91 客户关系, 89 访客登记,
 * 88 受理登记, 369 安全事件.
 */
export const HOME_INFO_MENU_IDS = [170, 164, 157, 156, 155, 94, 91, 89, 88, 369] as const;
/** One home-info menu: how many of the caller's notices of it are not confirmed yet. */
export const HomeInfoMenu = z.object({ menu: z.number(), unread: z.number() });

export const commonEndpoints = {
  estates: get('/estates', emptyInput, z.array(EstateOption), '本公司楼盘'),
  companyName: get('/company-name/:id', z.object({ id: Id }), z.object({ id: z.number(), name: z.string(), nick: z.string() }), '公司名称（本公司及下级）'),
  company: get('/company/:id', z.object({ id: Id }), CompanyInfo, '公司信息（本公司及下级）'),
  companyV2: get('/companyV2/:id', z.object({ id: Id }), CompanyInfo.extend({ children: z.array(CompanyBrief) }), '公司信息及直属下级公司'),
  companyLevel: get('/companyLevel', emptyInput, z.object({ companyId: z.number(), level: z.number(), type: z.string() }), '本公司级别与类型'),
  units: get('/units', emptyInput, z.array(CompanyBrief), '组织单位：本公司及下级公司（树的平铺，按 parentId 组树）'),
  hasBizMgCompany: get('/hasBizMgCompany', emptyInput, z.boolean(), '本公司及下级是否有经营（B/AB）公司'),
  oa: get('/oa', emptyInput, z.object({ depts: z.array(DeptRow), emps: z.array(EmpRow) }), '办公通讯录：本公司部门与员工'),
  chargeStartDate: get('/charge-start-date/:id', z.object({ id: Id }), z.object({ houseId: z.number(), chargeStartDate: z.string().nullable() }), '房屋计费开始日期'),
  companyOwner: get('/company-owner', emptyInput, z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })), '本公司的单位业主（法人、开发商）'),
  topSettle: get('/top-settle/:id', z.object({ id: Id }), z.object({ houseId: z.number(), rows: z.array(SettleRow) }), '房屋最近10笔结算', HOUSE_MONEY),
  estateZones: get('/estate/zone/:id', z.object({ id: Id }), z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })), '楼盘的区域'),
  estateHouses: get('/estate/house/:a/:b', z.object({ a: Id, b: integer(z.number().int().min(0)) }), z.array(HouseOption), '楼盘 a 中楼宇 b 的房屋（b 为 0 时全部）'),
  estateDev: get('/estate-dev/:id', z.object({ id: Id }), z.object({ estateId: z.number(), developer: z.string().nullable(), deliveredOn: z.string().nullable() }), '楼盘开发商与交付日期'),
  receiptRule: get('/receipt-rule/:id', z.object({ id: Id }), ReceiptRule.nullable(), '楼盘 id 的收据编号规则（无楼盘规则时用公司通用规则）'),
  jobs: get('/jobs/:a/:b', z.object({ a: Id, b: integer(z.number().int().min(0).max(1)) }), z.array(z.object({ id: z.number(), name: z.string(), duties: z.string().optional() })), '公司 a 的岗位（b=1 时含岗位职责）'),
  depts: get('/depts/:id', z.object({ id: Id }), z.array(DeptRow), '公司的部门'),
  deptAuth: post('/dept-auth', z.object({ companyId: Id.optional() }), z.array(IdName), '可选部门（本公司或下级公司）'),
  empOfDept: post('/emp-of-dept', z.object({ deptId: Id }), z.array(EmpRow), '部门员工'),
  emps: post('/emps', z.object({ companyId: Id.optional(), q: z.string().check(maxChars(50)).optional() }), z.array(EmpRow), '公司员工（姓名或账号包含 q）'),
  empAuthed: post('/emp-authed', z.object({ menuId: Id }), z.array(EmpRow), '有该菜单权限的本公司员工（岗位或个人授权）'),
  resident: post('/resident', z.object({ houseId: Id }), z.array(ResidentRow), '房屋住户', reads('common_resident', 'common_house', 'common_owner', 'call_center')),
  arrearsHouseSummary: post('/arrears-house-summary', z.object({ estateId: Id.optional() }), z.object({ houses: z.number(), arrearsHouses: z.number(), amount: Money, lines: z.number(), buckets: z.array(z.object({ code: z.string(), label: z.string(), houses: z.number(), amount: Money })) }), '欠费汇总：房屋数、欠费户数、欠费金额与账龄（实时）', HOUSE_MONEY),
  arrearsHouseDate: post('/arrears-house-date', z.object({ houseId: Id }), z.object({ houseId: z.number(), earliest: z.string().nullable(), months: z.number() }), '房屋最早欠费日期', HOUSE_MONEY),
  houseCharging: post('/house-charging', z.object({ houseId: Id }), z.object({ houseId: z.number(), chargeStartDate: z.string().nullable(), items: z.array(ChargingItem) }), '房屋收费项目（收费模块填充）', HOUSE_MONEY),
  arrearsHouseDetail: post('/arrears-house-detail', z.object({ houseId: Id }), z.object({ houseId: z.number(), total: Money, lateFee: Money, rows: z.array(ArrearsLine) }), '房屋欠费明细（含当日违约金）', HOUSE_MONEY),
  inform: post('/inform', z.object({ companyId: Id, menu: Id }), z.object({ rows: z.array(InformRow), unread: z.number() }), '菜单的通知（本人接收，未确认数；超过欠费设置保留天数的已清除）'),
  informHouse: post('/inform-house', z.object({ companyId: Id, menu: Id, houseId: Id }), z.object({ rows: z.array(InformRow) }), '房屋的通知'),
  informAck: post('/inform-ack', z.object({ id: Id }), z.null(), '确认通知'),
  informHome: post('/inform-home', emptyInput, z.object({ menus: z.array(HomeInfoMenu) }), '首页通知：各首页菜单（170、164、157、156、155、94、91、89、88、369）本人未确认的通知数，按此顺序'),
  exportInform: defineEndpoint({
    method: 'POST',
    path: '/api/common/export-inform',
    input: z.object({ companyId: Id, menu: Id }),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: SIGNED_IN,
    roles,
    summary: '导出菜单的通知（Excel）',
    tag,
  }),
};

/** One open item to follow up with a customer: an open complaint, an unfinished dispatch, an unanswered case. */
export const FollowItem = z.object({
  kind: z.enum(['complaint', 'dispatch', 'case']),
  id: z.number(),
  no: z.string(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  content: z.string(),
  status: z.string(),
  at: z.string(),
});
export const followItems = defineEndpoint({
  method: 'POST',
  path: '/api/cust/v2/follow-items',
  input: z.object({ houseId: Id.optional(), page: integer(z.number().int().min(1).default(1)), size: integer(z.number().int().min(1).max(999).default(10)) }),
  output: z.object({ total: z.number(), page: z.number(), size: z.number(), rows: z.array(FollowItem) }),
  auth: 'session',
  rights: reads('data_named-index', 'customer_panel-complaint', 'customer_panel-repair', 'customer_panel-safety', 'customer_panel-billing', 'customer_panel-receivable', 'call_center'),
  roles,
  silent: true,
  summary: '待跟进事项：未办结的投诉、未完工的派工、未答复的受理（最新在前）',
  tag: 'customer',
});

/** 公司通讯录 (issue 14): staff of a company the caller can see, with department, job, phone and email. */
export const ContactQuery = z.object({
  companyId: Id.optional(),
  deptId: Id.optional(),
  jobId: Id.optional(),
  q: z.string().trim().check(maxChars(50)).optional(),
});
export const ContactRow = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  companyName: z.string(),
  deptId: z.number().nullable(),
  deptName: z.string().nullable(),
  jobId: z.number().nullable(),
  jobName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type ContactQuery = z.output<typeof ContactQuery>;
export type ContactRow = z.output<typeof ContactRow>;
export const contactEndpoints = {
  contacts: defineEndpoint({ method: 'POST', path: '/api/common/contacts', input: ContactQuery, output: z.array(ContactRow), auth: 'session', rights: reads('office_contacts-index'), roles, summary: '公司通讯录：本公司或下级公司的在职员工（部门、岗位、电话、邮箱；q 匹配姓名、账号、电话）', tag }),
  exportContacts: defineEndpoint({ method: 'POST', path: '/api/common/export-contacts', input: ContactQuery.extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: reads('office_contacts-index'), roles, summary: '导出公司通讯录（Excel）', tag }),
};
