/**
 * The whole menu catalogue as data: eight centres (spec ids and titles), their groups and the items.
 * The new layout shows 4, 5 or 2 groups per centre and drops an extra last one (spec 2); every
 * group here is needed by someone, so no centre has more groups than it shows (数据应用中心 holds
 * five with 系统管理, which only administrators get). Ids from the spec are fixed
 * (centres, call centre 94, document flow 213-215, device authorisation 128/129/135/418/73/420,
 * help 66/127/88/71/134, home-info notifications 170/164/157/156/155/91/89/369); the rest are
 * numbered in catalogue order inside a block of 100 per centre (1101.. for the first centre,
 * 1201.. for the second …), so adding an item changes ids only after it within its own centre.
 *
 * Record screens use component `record/<key>/index`; screens not built yet keep
 * `<feature>/<area>/<screen>` and the shell shows its fallback screen.
 */

import type { MenuItem } from '@pm/contracts';

/**
 * A catalogue row: the menu item the contracts declare once (`MenuItem`), without the per-user
 * `state`, as the menu_items table keeps it (no redirect is null; every item has its remark).
 */
export type CatalogueNode = Omit<MenuItem, 'state' | 'redirect' | 'remark'> & {
  redirect: string | null;
  remark: string;
};

interface ItemSpec {
  title: string;
  /** Record key (component record/<key>/index) or a screen path `<feature>/<area>/<screen>`. */
  record?: string;
  screen?: string;
  id?: number;
  name?: string;
  path?: string;
  icon?: string;
  remark: string;
}

interface GroupSpec {
  title: string;
  slug: string;
  icon: string;
  remark: string;
  items: ItemSpec[];
}

interface CentreSpec {
  id: number;
  title: string;
  slug: string;
  icon: string;
  remark: string;
  groups: GroupSpec[];
}

const rec = (record: string, title: string, remark: string, extra: Partial<ItemSpec> = {}): ItemSpec => ({
  record,
  title,
  remark,
  ...extra,
});
const scr = (screen: string, title: string, remark: string, extra: Partial<ItemSpec> = {}): ItemSpec => ({
  screen,
  title,
  remark,
  ...extra,
});

export const CENTRES: CentreSpec[] = [
  {
    id: 56,
    title: '共用资料维护中心',
    slug: 'common',
    icon: 'IconDatabase',
    remark: '维护公司架构、楼盘房屋、业主住户等各中心共用的基础资料，资料准确是收费、服务和核算的前提。',
    groups: [
      {
        title: '组织架构',
        slug: 'org',
        icon: 'IconSitemap',
        remark: '公司、部门、岗位与员工。',
        items: [
          rec('company', '公司架构', '维护集团、区域公司和项目公司三级架构，以及公司类型（管理、经营、两者兼有）。'),
          rec('dept', '部门管理', '维护各公司的部门树，部门用于派工、审批和数据权限。'),
          rec('job', '岗位职责', '维护岗位及其职责说明，员工在“我的岗位职责”中查看。'),
          rec('staff', '员工档案', '维护员工基本信息、所属部门与岗位、在职状态。'),
        ],
      },
      {
        title: '楼盘资料',
        slug: 'estate',
        icon: 'IconBuildingCommunity',
        remark: '楼盘、区域、楼宇、单元与房屋。',
        items: [
          rec('estate', '楼盘管理', '登记在管楼盘的名称、地址、开发商、面积和交付日期。'),
          rec('zone', '区域管理', '把楼盘划分为区域（期、组团），便于分区收费和巡查。'),
          rec('building', '楼宇管理', '维护楼宇的类型（平房、多层、小高层、高层、超高层）与层数。'),
          rec('unit', '单元管理', '维护楼宇下的单元。'),
          rec('house', '房屋管理', '维护房屋的面积、使用状态（未入伙、装修中、使用中、空置）和收费面积。'),
        ],
      },
      {
        title: '业户资料',
        slug: 'people',
        icon: 'IconUsers',
        remark: '业主、住户、车位与车辆。',
        items: [
          rec('owner', '业主管理', '登记业主（个人、法人、开发商）及其名下房屋。'),
          rec('resident', '住户管理', '登记住户及与业主的关系、标签。'),
          rec('parking', '车位管理', '维护车位及其产权类型。'),
          rec('vehicle', '车辆管理', '登记住户车辆及车型。'),
        ],
      },
      {
        title: '基础设置',
        slug: 'basic',
        icon: 'IconSettings',
        remark: '仪表、字典、收据规则、信息项目、资料导入导出与工作日历。',
        items: [
          rec('meter', '仪表管理', '登记水、电、气等仪表及其使用属性，用于抄表计费。'),
          rec('dictionary', '数据字典', '维护下拉选项等数据字典，支持简体与繁体名称。'),
          rec('receipt-rule', '收据编号规则', '设置各公司收据编号的前缀、流水位数与重置周期。'),
          rec('info-item', '信息项目', '维护房屋、业主等资料的自定义信息项目。'),
          scr('common/data/import', '资料导入', '按模板从 Excel 批量导入楼盘、房屋、业主资料。'),
          scr('common/data/export', '资料导出', '按条件导出基础资料，导出需登记用途与审批人。'),
          rec('work-calendar', '工作日历', '登记法定节假日与调休上班日；保养计划勾选“节假日顺延”后，到期日遇休息日或节假日顺延到下一个工作日。'),
        ],
      },
    ],
  },
  {
    id: 81,
    title: '客户服务中心',
    slug: 'customer',
    icon: 'IconHeadset',
    remark: '受理业主的报事报修、投诉和咨询，派工、跟进、回访形成闭环，并管理入伙装修与客户关系。',
    groups: [
      {
        title: '客户服务',
        slug: 'service',
        icon: 'IconMessageCircle',
        remark: '受理、派工、投诉、回访与服务案例。',
        items: [
          rec('complaint', '投诉管理', '登记和处理业主投诉，按时限跟进并记录处理结果。', { id: 66 }),
          // The work-order board (issue 34); the 派工单 records are its 历史派工单 tab (their homeFunction), the route
          // name and path stay those of the record screen it replaced.
          scr('workorders/board/index', '派工管理', '把受理的事项派给维修或服务人员，跟踪完成情况。', { id: 127, name: 'customer_dispatch', path: '/customer/dispatch' }),
          rec('case-accept', '受理登记', '登记来电、来访和线上的报事报修与咨询。', { id: 88 }),
          rec('visit', '客户回访', '对已完成的事项回访业主，记录满意度。', { id: 71 }),
          scr('help/cases/index', '服务案例库', '浏览服务管理案例，学习典型问题的处理方法。', { icon: 'IconBook' }),
        ],
      },
      {
        title: '入伙装修',
        slug: 'movein',
        icon: 'IconHomeCheck',
        remark: '入伙验房与装修管理。',
        items: [
          rec('move-in-inspect', '入伙验房', '业主入伙时的验房记录与问题整改。', { id: 155 }),
          rec('decoration', '装修管理', '装修申请、审批、巡查与验收。', { id: 157 }),
        ],
      },
      {
        title: '客户关系',
        slug: 'relation',
        icon: 'IconHeartHandshake',
        remark: '客户关系与房屋租赁。',
        items: [
          rec('customer-relation', '客户关系', '记录与业主的沟通、走访和关怀活动。', { id: 91 }),
          rec('renting', '房屋租赁', '登记出租房屋、租户和租期。', { id: 156 }),
          // A fixed id at the end of the centre's block: the items after it keep theirs.
          scr('service/owner-binding/index', '业主认证', '审核业主在业主端提交的房屋认证申请：通过、驳回，或撤销已通过的认证。', {
            id: 1299,
            name: 'customer_owner-binding',
            icon: 'IconHeartHandshake',
          }),
        ],
      },
      {
        title: '呼叫中心',
        slug: 'callcenter',
        icon: 'IconPhoneCall',
        remark: '坐席签入、外呼、通话记录与电话簿。',
        items: [
          scr('call-center/agent/index', '呼叫中心', '坐席签入签出、接听与外呼，只对开通呼叫中心的公司开放。', {
            id: 94,
            name: 'call_center',
            icon: 'IconPhoneCall',
          }),
          scr('call-center/records/index', '通话记录', '查询呼入呼出记录并回放录音。'),
          scr('call-center/book/index', '电话簿', '维护常用联系人电话，外呼时可直接选取。'),
        ],
      },
      {
        title: '信息查询',
        slug: 'search',
        icon: 'IconSearch',
        remark: '按房屋或业主查询收费、投诉、报修、应收和安全信息。',
        items: [
          scr('search/panel/billing', '收费信息查询', '按房屋查询历史收费与票据。'),
          scr('search/panel/complaint', '投诉信息查询', '按房屋或业主查询投诉记录。'),
          scr('search/panel/repair', '报修信息查询', '按房屋查询报修与派工记录。'),
          scr('search/panel/receivable', '应收信息查询', '按房屋查询应收与欠费。'),
          scr('search/panel/safety', '安全信息查询', '按楼盘查询安全事件与处理。'),
        ],
      },
    ],
  },
  {
    id: 117,
    title: '公共服务中心',
    slug: 'public',
    icon: 'IconTool',
    remark: '管理设备设施的保养、维修与巡检，安排日常巡查和品质检查，处理安全事件与访客。',
    groups: [
      {
        title: '设备管理',
        slug: 'device',
        icon: 'IconTool',
        remark: '设备保养、维修、隐患与巡检。',
        items: [
          rec('device-maint-plan', '设备保养计划', '按设备制定周期保养计划，到期生成保养任务。', { id: 128 }),
          rec('device-maint-record', '设备保养记录', '登记保养执行情况和耗材。', { id: 129 }),
          rec('device-repair', '设备维修', '登记设备故障、维修过程与费用。', { id: 135 }),
          rec('device-risk', '设备隐患', '登记巡检发现的隐患并跟踪整改。', { id: 134 }),
          rec('device-inspect', '设备巡检', '按巡检路线检查设备运行状态。', { id: 418 }),
          rec('triangle-check', '三角巡检', '工程、秩序、客服三方交叉巡检。', { id: 420 }),
          rec('device', '设备台账', '登记设备设施的编号、位置、厂家与保养周期，是保养、维修与巡检的依据。'),
        ],
      },
      {
        title: '巡查管理',
        slug: 'patrol',
        icon: 'IconRoute',
        remark: '巡查计划、日常巡查、巡查检查与巡检点二维码。',
        items: [
          rec('patrol-plan', '巡查计划', '为巡检人安排巡查计划，计划工时不得超过可用工时。', {
            id: 73,
            name: 'public_patrol_plan-device-inspect',
          }),
          rec('patrol-routine', '日常巡查', '登记日常巡查结果与发现的问题。'),
          rec('patrol-inspect', '巡查检查', '对巡查执行情况抽查打分。'),
          rec('patrol-inspector', '巡检人工时', '维护巡检人每月合同工时；可用工时＝合同工时－当月计划工时。'),
          scr('patrol/tools/qrcode', '巡检点二维码', '生成并打印巡检点二维码。', { icon: 'IconQrcode' }),
        ],
      },
      {
        title: '品质管理',
        slug: 'quality',
        icon: 'IconClipboardCheck',
        remark: '品质检查计划与记录。',
        items: [
          rec('qa-plan', '品质检查计划', '制定月度、季度品质检查计划。'),
          rec('qa-history', '品质检查记录', '登记检查结果、扣分与整改。'),
        ],
      },
      {
        title: '安全管理',
        slug: 'security',
        icon: 'IconShieldCheck',
        remark: '安全事件、处理、访客与安全信息。',
        items: [
          rec('security-deal', '安全处理', '记录安全问题的处理过程。'),
          rec('security-event', '安全事件', '登记治安、消防等安全事件。', { id: 369 }),
          rec('visitor', '访客登记', '登记来访人员与被访房屋。', { id: 89 }),
          rec('temp-visit', '临时来访', '登记临时来访车辆与人员。'),
          rec('security-info', '安全信息', '发布和查阅安全提示信息。'),
        ],
      },
      {
        title: '公共信息',
        slug: 'info',
        icon: 'IconInfoCircle',
        remark: '公共信息资料。',
        items: [rec('public-info', '公共信息资料', '维护公共设施、联系电话等公共信息。')],
      },
    ],
  },
  {
    id: 147,
    title: '收付结算中心',
    slug: 'charge',
    icon: 'IconCash',
    remark: '按收费标准生成应收，办理收费、预交、退款等结算，跟踪欠费并出具票据。',
    groups: [
      {
        title: '收费结算',
        slug: 'settle',
        icon: 'IconReceipt',
        remark: '各类收费结算、汇总与收费日报。',
        items: [
          scr('charging/settle/normal', '常规结算', '按房屋结算应收费用并出具收据。'),
          scr('charging/settle/mid-month', '月中结算', '月中入伙或退房时按天结算。'),
          scr('charging/settle/other', '其他结算', '临时性收费与代收代付。'),
          scr('charging/settle/prepay', '预交款结算', '收取预交款并自动冲抵应收。'),
          scr('charging/settle/special', '特服结算', '特约服务费用结算。'),
          scr('charging/settle/voucher', '凭证收费结算', '收费结算并生成会计凭证。'),
          scr('charging/settle/summary', '结算汇总', '按日期、收费员、方式汇总结算金额。'),
          scr('charging/reports/daily', '收费日报', '按日统计收费金额与笔数。', { icon: 'IconReportMoney' }),
        ],
      },
      {
        title: '收费设置',
        slug: 'setup',
        icon: 'IconAdjustments',
        remark: '账户、规则、欠费、分摊、仪表与凭证模板。',
        items: [
          rec('charge-account', '收费账户', '设置收款账户与结算方式。', { name: 'charging_setup-accounts', path: '/charging/setup-accounts' }),
          rec('charge-item', '收费规则', '设置收费项目、计费方式和周期。', { name: 'charging_setup-rules', path: '/charging/setup-rules' }),
          rec('arrears-setting', '欠费设置', '设置滞纳金与欠费提醒规则。', { name: 'charging_setup-arrears', path: '/charging/setup-arrears' }),
          scr('charging/setup/sharing', '分摊设置', '设置公摊费用的分摊方式。'),
          scr('charging/setup/meters', '仪表设置', '设置仪表计费单价与倍率。'),
          scr('charging/setup/voucher-templates', '凭证模板', '设置收费生成凭证的科目模板。'),
        ],
      },
      {
        title: '收费作业',
        slug: 'ops',
        icon: 'IconCalculator',
        remark: '计费审核、抄表、通知、减免、分摊与标准。',
        items: [
          scr('charging/ops/audit', '计费审核', '审核生成的应收，审核后方可收费。'),
          scr('charging/ops/meter-reading', '抄表录入', '录入仪表读数并计算用量。'),
          scr('charging/ops/notices', '催缴通知', '生成并发送缴费通知与催缴单。', { id: 170 }),
          scr('charging/ops/reductions', '减免管理', '申请和审批费用减免。'),
          scr('charging/ops/service-billing', '服务计费', '按服务单生成有偿服务费用。'),
          scr('charging/ops/sharing', '费用分摊', '按分摊设置计算公摊费用。'),
          scr('charging/ops/standards', '收费标准', '维护各楼盘的收费标准。'),
          // A fixed id at the end of the block: the items after it keep theirs.
          scr('charging/ops/messages', '消息发送', '按短信、微信向业主发送催缴、缴费提醒与缴费成功等消息，查看送达状态。', {
            id: 1298,
            name: 'charge_ops-messages',
            icon: 'IconMessage',
          }),
        ],
      },
      {
        title: '欠费管理',
        slug: 'arrears',
        icon: 'IconAlertTriangle',
        remark: '欠费查询与明细。',
        items: [
          scr('charging/arrears/query', '欠费查询', '按楼盘、楼宇、房屋查询欠费。', { id: 164 }),
          scr('charging/arrears/detail', '欠费明细', '查看欠费的项目、期间与滞纳金。'),
        ],
      },
      {
        title: '服务器收费',
        slug: 'server',
        icon: 'IconServer',
        remark: '平台服务器管理费。',
        items: [scr('charging/server/charge', '服务器管理收费', '查看和缴纳平台服务器管理费用。')],
      },
    ],
  },
  {
    id: 202,
    title: '行政事务中心',
    slug: 'office',
    icon: 'IconBriefcase',
    remark: '公文的发文、办文与查阅，流程模板与跟催，让行政事务在线流转。',
    groups: [
      {
        title: '公文流转',
        slug: 'flow',
        icon: 'IconFileText',
        remark: '发文、办文与查阅公文。',
        items: [
          scr('office/flow/index', '发文', '起草并发送公文，选择接收公司与接收人。', {
            id: 213,
            name: 'oa_flow_send',
            path: '/oa/flow/send',
            icon: 'IconSend',
          }),
          scr('office/flow/index', '办文', '处理待办公文：审核、会签、签批、审结。', {
            id: 214,
            name: 'oa_flow_proc',
            path: '/oa/flow/proc',
            icon: 'IconFilePencil',
          }),
          scr('office/flow/index', '查阅公文', '查阅本人发出和经办的公文。', {
            id: 215,
            name: 'oa_flow_my',
            path: '/oa/flow/my',
            icon: 'IconFileSearch',
          }),
        ],
      },
      {
        title: '办公流程',
        slug: 'workflow',
        icon: 'IconGitBranch',
        remark: '流程模板、跟催、推送与公司通讯录。',
        items: [
          scr('office/workflow/templates', '流程模板', '定义公文流程的节点（发起、审核、会签、签批、审结）。'),
          scr('office/workflow/follow-up', '公文跟催', '对超时未办的公文跟催。'),
          scr('office/workflow/push', '公文推送', '把公文推送给相关公司和人员。'),
          scr('office/contacts/index', '公司通讯录', '查阅各公司部门与员工联系方式。', { icon: 'IconAddressBook' }),
        ],
      },
    ],
  },
  {
    id: 271,
    title: '会计核算中心',
    slug: 'accounting',
    icon: 'IconCalculator',
    remark: '凭证录入、审核与登账，查询账簿，编制财务报表，管理固定资产与折旧。',
    groups: [
      {
        title: '凭证管理',
        slug: 'voucher',
        icon: 'IconFileInvoice',
        remark: '凭证录入、审核与登账。',
        items: [
          scr('accounting/voucher/entry', '凭证录入', '录入会计凭证，借贷必须平衡。'),
          scr('accounting/voucher/audit', '凭证审核', '审核待审核凭证。'),
          scr('accounting/voucher/post', '凭证登账', '已审核凭证登记入账，登账后不可修改。'),
        ],
      },
      {
        // 账簿 and 报表 share one group: 271 shows four groups (spec 2) and 核算设置 must be one of them.
        title: '账簿报表',
        slug: 'ledger',
        icon: 'IconBook2',
        remark: '总账、明细账、科目余额表，资产负债表与利润表。',
        items: [
          scr('accounting/ledger/general', '总账', '按科目、期间查询总账。'),
          scr('accounting/ledger/detail', '明细账', '查询科目明细账。'),
          scr('accounting/ledger/balance', '科目余额表', '查询期初、发生与期末余额。'),
          scr('accounting/report/balance-sheet', '资产负债表', '按期间编制资产负债表。'),
          scr('accounting/report/income', '利润表', '按期间编制利润表。'),
        ],
      },
      {
        title: '固定资产',
        slug: 'asset',
        icon: 'IconBuildingWarehouse',
        remark: '资产卡片与折旧。',
        items: [
          scr('accounting/asset/cards', '资产卡片', '登记固定资产的原值、使用年限与折旧方法。'),
          scr('accounting/asset/depreciation', '折旧计提', '按月计提折旧并生成凭证。'),
        ],
      },
      {
        title: '核算设置',
        slug: 'setup',
        icon: 'IconSettings',
        remark: '会计期间与科目。',
        items: [
          scr('accounting/setup/periods', '会计期间', '设置会计年度与期间。'),
          scr('accounting/setup/subjects', '会计科目', '维护会计科目树。'),
        ],
      },
    ],
  },
  {
    id: 318,
    title: '数据应用中心',
    slug: 'data',
    icon: 'IconChartBar',
    remark: '决策看板汇总客户、楼盘、服务与结算数据；系统设置与系统管理维护权限、日志和网站内容。',
    groups: [
      {
        title: '决策看板',
        slug: 'dashboard',
        icon: 'IconChartPie',
        remark: '客户、楼盘、服务与结算看板。',
        items: [
          scr('dashboard/decision/customer', '客户看板', '业主构成、满意度与投诉趋势。'),
          scr('dashboard/decision/estate', '楼盘看板', '在管面积、入住率与空置。'),
          scr('dashboard/decision/service', '服务看板', '受理、派工与完成时效。'),
          scr('dashboard/decision/settlement', '结算看板', '应收、实收与收缴率。'),
        ],
      },
      {
        title: '系统设置',
        slug: 'setup',
        icon: 'IconSettings',
        remark: '员工权限、系统日志、网站内容、备份、导出登记、后台作业与定时任务。',
        items: [
          rec('staff-permission', '员工权限', '为岗位和员工授权菜单与数据范围。'),
          rec('system-log', '系统日志', '查询登录、修改和导出等操作日志。'),
          rec('website-content', '网站内容', '维护官网的新闻、案例与介绍页面。'),
          scr('setup/system/backup', '系统备份', '备份与恢复系统数据。'),
          scr('setup/export/audit', '导出登记', '查看导出记录及其用途、审批人。', { icon: 'IconFileExport' }),
          scr('setup/jobs/index', '后台作业', '查看计费等后台作业的进度；失败的可重试，进行中的可取消。', { icon: 'IconProgress' }),
          scr('setup/jobs/schedules', '定时任务', '按日历自动执行每月计费、月末折旧等作业。', { icon: 'IconCalendarTime' }),
        ],
      },
      {
        title: '系统管理',
        slug: 'sysadmin',
        icon: 'IconServerCog',
        remark: '平台级的客户、菜单、发布与权限管理。',
        items: [
          scr('sysadmin/customers/index', '客户列表', '管理使用平台的物业公司。'),
          scr('sysadmin/menu/index', '菜单管理', '维护菜单目录与公司购买的菜单。'),
          scr('sysadmin/pictures/index', '图片管理', '管理站点与公司的图片资源。'),
          scr('sysadmin/release/index', '版本发布', '发布版本说明与系统消息。'),
          scr('sysadmin/file-config/index', '文件配置', '设置上传文件的类型与大小限制。'),
          scr('sysadmin/dictionary/index', '字典管理', '维护平台级数据字典。'),
          scr('sysadmin/documents/index', '文档管理', '维护系统文档与帮助内容。'),
          scr('sysadmin/navigation/index', '导航管理', '维护导航中心的说明与排序。'),
          scr('sysadmin/rights/index', '权限管理', '维护角色与平台权限。'),
          scr('sysadmin/website/index', '网站页面', '维护官网页面结构。'),
          scr('site/registration/list', '注册申请', '审核官网提交的试用注册申请，通过或驳回。'),
        ],
      },
      {
        title: '综合查询',
        slug: 'search',
        icon: 'IconSearch',
        remark: '跨中心的综合查询。',
        items: [scr('search/named/index', '综合查询', '按房屋、业主、电话等关键字跨中心查询。')],
      },
      {
        title: '帮助中心',
        slug: 'help',
        icon: 'IconHelp',
        remark: '帮助条目。',
        items: [scr('help/items/index', '帮助条目', '维护各菜单的操作流程、字段说明与常见问题。')],
      },
    ],
  },
  {
    id: 388,
    title: '大会管理中心',
    slug: 'meeting',
    icon: 'IconUsersGroup',
    remark: '业主账户与维修资金，业主大会的投票、选举和会务，以及公共预算的编制、审核与表决。',
    groups: [
      {
        title: '业主账户',
        slug: 'accounts',
        icon: 'IconWallet',
        remark: '私人、公共与维修账户。',
        items: [
          scr('owners/accounts/private', '私人账户', '业主个人账户的收支明细。'),
          scr('owners/accounts/public', '公共账户', '公共收益账户的收支。'),
          scr('owners/accounts/repair', '维修账户', '专项维修账户的收支。'),
          scr('owners/accounts/repair-fund', '维修资金', '维修资金的筹集、使用与续筹。'),
        ],
      },
      {
        title: '业主决策',
        slug: 'decision',
        icon: 'IconCheckbox',
        remark: '投票、选举与外包。',
        items: [
          scr('owners/decision/votes', '投票表决', '发起表决事项并统计业主投票。'),
          scr('owners/decision/elections', '选举管理', '业委会换届选举。'),
          scr('owners/decision/outsourcing', '外包管理', '外包服务的招标与合同。'),
        ],
      },
      {
        title: '大会事务',
        slug: 'office',
        icon: 'IconUsersGroup',
        remark: '业主台账、业委会成员、会务与大会档案。',
        items: [
          rec('owner-ledger', '业主台账', '业主大会的业主名册与表决权数。'),
          rec('member', '业委会成员', '业委会成员及任期。'),
          rec('meeting-office', '会务管理', '会议通知、签到与纪要。'),
          scr('owners/archive/index', '大会档案', '保存历次大会的决议与档案。', { icon: 'IconArchive' }),
        ],
      },
      {
        title: '公共预算',
        slug: 'budget',
        icon: 'IconCoin',
        remark: '预算编制、审核、表决与结束。',
        items: [
          scr('budget/public/create', '预算编制', '编制年度公共收益预算。'),
          scr('budget/public/audit', '预算审核', '审核预算编制。'),
          scr('budget/public/vote', '预算表决', '提交业主大会表决预算。'),
          scr('budget/public/end', '预算结束', '预算年度结束与决算。'),
        ],
      },
    ],
  },
];

/** Ids of the centre at index i (0-based) without a spec id: ID_BLOCK * (i + 11) + 1 onwards. */
const ID_BLOCK = 100;

/** The catalogue as rows (centres, groups, items) with parent ids and order; ids fixed as above. */
export function catalogueRows(): CatalogueNode[] {
  const rows: CatalogueNode[] = [];
  let next = 0;
  const usedNames = new Set<string>();
  const unique = (name: string) => {
    if (usedNames.has(name)) throw new Error(`menu catalogue: duplicate route name ${name}`);
    usedNames.add(name);
    return name;
  };
  CENTRES.forEach((centre, ci) => {
    next = ID_BLOCK * (ci + 11) + 1;
    const blockEnd = next + ID_BLOCK - 1;
    rows.push({
      id: centre.id,
      parentId: null,
      name: unique(`centre_${centre.slug}`),
      path: `/${centre.slug}`,
      title: centre.title,
      icon: centre.icon,
      component: 'Layout',
      redirect: null,
      hidden: false,
      order: ci + 1,
      remark: centre.remark,
    });
    centre.groups.forEach((group, gi) => {
      const groupId = next++;
      rows.push({
        id: groupId,
        parentId: centre.id,
        name: unique(`group_${centre.slug}_${group.slug}`),
        path: `/${centre.slug}/${group.slug}`,
        title: group.title,
        icon: group.icon,
        component: 'LayoutBlank',
        redirect: null,
        hidden: false,
        order: gi + 1,
        remark: group.remark,
      });
      group.items.forEach((item, ii) => {
        const component = item.record ? `record/${item.record}/index` : (item.screen ?? '');
        const slug = item.record ?? (item.screen ?? '').split('/').slice(1).join('-');
        rows.push({
          id: item.id ?? next++,
          parentId: groupId,
          name: unique(item.name ?? `${centre.slug}_${slug}`.replace(/[^A-Za-z0-9_-]/g, '_')),
          path: item.path ?? `/${centre.slug}/${slug}`,
          title: item.title,
          icon: item.icon ?? group.icon,
          component,
          redirect: null,
          hidden: false,
          order: ii + 1,
          remark: item.remark,
        });
      });
    });
    if (next - 1 > blockEnd) throw new Error(`menu catalogue: centre ${centre.id} needs more than ${ID_BLOCK} ids`);
  });
  const ids = new Set<number>();
  for (const r of rows) {
    if (ids.has(r.id)) throw new Error(`menu catalogue: duplicate id ${r.id}`);
    ids.add(r.id);
  }
  return rows;
}

/** Leaf items (screens), the things a company buys and a job is granted. */
export function catalogueItems(): CatalogueNode[] {
  const rows = catalogueRows();
  const parents = new Set(rows.map((r) => r.parentId));
  return rows.filter((r) => !parents.has(r.id));
}
