import argon2 from 'argon2';
import { schema } from '@pm/db';
import { DEMO_PASSWORD } from './demo-accounts';
import type { SeedContext } from './seed-context';

/** OWASP parameters for argon2id, set explicitly (the server verifies with the same hash format). */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

interface SeedJob {
  company: string;
  name: string;
  duties: string;
}

const duty = (lead: string, items: string[]) => `<p>${lead}</p><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/** Jobs with real duty texts (我的岗位职责). */
export const SEED_JOBS: SeedJob[] = [
  {
    company: 'SH',
    name: '客服主管',
    duties: duty('负责项目客户服务工作的组织与管理，确保业主诉求得到及时、有效的处理。', [
      '负责前台接待、来电来访受理，督导客服专员做好登记、派工与回访；',
      '负责业主投诉的调查处理，重大投诉两小时内上报项目经理；',
      '每月组织客户回访，回访率不低于 30%，统计满意度并提出改进措施；',
      '负责入伙、装修手续的办理与装修巡查的协调；',
      '组织社区文化活动，维护良好的客户关系；',
      '完成上级交办的其他工作。',
    ]),
  },
  {
    company: 'SH',
    name: '收费员',
    duties: duty('负责物业服务费及各项费用的收取、结算与票据管理，做到账款相符、日清月结。', [
      '按收费标准准确收取物业费、水电费、车位费等各项费用，及时开具收据；',
      '每日核对收款金额与结算汇总，现金当日存入指定账户；',
      '按月发送缴费通知，跟进欠费业主并登记催缴情况；',
      '妥善保管收据、发票等票据，作废票据须完整留存；',
      '配合财务做好月末对账与凭证资料整理。',
    ]),
  },
  {
    company: 'SH',
    name: '工程主管',
    duties: duty('负责项目设备设施的运行、保养与维修管理，保障设备安全稳定运行。', [
      '制定设备年度、月度保养计划并督促落实，保养完成率 100%；',
      '组织设备巡检，发现隐患及时登记并跟踪整改；',
      '负责报修工单的派工与维修质量验收，一般维修 24 小时内完成；',
      '负责水、电、电梯、消防等系统的运行管理与能耗统计；',
      '管理维修工具、备品备件，控制维修成本。',
    ]),
  },
  {
    company: 'SH',
    name: '秩序主管',
    duties: duty('负责项目公共秩序、消防安全与车辆管理，营造安全有序的居住环境。', [
      '安排门岗、巡逻岗排班，检查各岗位执勤情况；',
      '组织日常巡查，发现安全隐患及时处理并记录；',
      '负责访客与临时来访登记管理，外来人员须登记后进入；',
      '组织消防演练，每半年不少于一次，确保消防设施完好；',
      '突发事件第一时间到场处置，并按规定上报。',
    ]),
  },
  {
    company: 'SH',
    name: '项目经理',
    duties: duty('全面负责项目的物业管理与经营工作，对服务品质、收费和安全负总责。', [
      '制定项目年度工作计划与预算，并组织实施；',
      '督导客服、工程、秩序、保洁各部门工作，定期开展品质检查；',
      '负责物业费收缴率目标的达成，年度收缴率不低于 95%；',
      '协调与业委会、社区居委会及政府部门的关系；',
      '审批项目内各类公文与费用支出。',
    ]),
  },
  {
    company: 'SH',
    name: '会计',
    duties: duty('负责公司日常会计核算，做到凭证规范、账实相符、报表及时。', [
      '根据审核无误的原始凭证填制记账凭证，做到摘要清楚、科目正确、借贷平衡；',
      '维护会计科目与会计期间，登记固定资产卡片并按月计提折旧；',
      '核对总账、明细账与科目余额表，按月编制资产负债表与利润表；',
      '配合收费员做好收费结算与银行存款的对账；',
      '整理装订会计凭证与账簿，妥善保管会计档案。',
    ]),
  },
  {
    company: 'SH',
    name: '财务主管',
    duties: duty('负责公司财务核算的复核与期末结账，对会计信息的真实、完整负责。', [
      '审核会计填制的记账凭证，制单人与审核人不得为同一人；',
      '对审核通过的凭证登记入账，登账后凭证不得修改，差错以冲销凭证更正；',
      '月末确认凭证全部登账、试算平衡后办理结账，必要时经批准反结账；',
      '审核收费结算生成的业财凭证，与收费日报核对一致；',
      '维护资产负债表与利润表的报表公式。',
    ]),
  },
  {
    company: 'HZ',
    name: '工程主管',
    duties: duty('负责杭州项目设备设施的运行、保养与维修管理。', [
      '制定并落实设备保养计划，按时登记保养记录；',
      '组织设备巡检与三角巡检，跟踪隐患整改；',
      '负责报修工单派工与验收；',
      '统计能耗并提出节能措施。',
    ]),
  },
  {
    company: 'SH-CC',
    name: '客服专员',
    duties: duty('负责呼叫中心来电受理与外呼回访，做到首问负责、限时办结。', [
      '签入坐席后及时接听来电，按规范用语受理报事报修与咨询；',
      '准确登记受理信息并派发至相关项目，跟进处理进度；',
      '对已完成事项进行电话回访，记录满意度；',
      '维护电话簿与常用联系人，确保外呼号码准确。',
    ]),
  },
  {
    company: 'GROUP',
    name: '系统管理员',
    duties: duty('负责集团信息系统的权限、数据与运行维护。', [
      '为各公司岗位和员工分配菜单与数据权限；',
      '定期检查系统日志与数据备份；',
      '维护网站内容与系统文档。',
    ]),
  },
];

interface SeedUser {
  username: string;
  company: string;
  role: 'emp' | 'sa' | 'super' | 'root' | 'gov';
  name: string;
  job?: string;
  menuStyle: number;
  phone: string;
  mustChangePassword?: boolean;
  navigatorState?: number;
}

/** The demo accounts of demo-accounts.ts; all use DEMO_PASSWORD. */
export const SEED_USERS: SeedUser[] = [
  {
    username: 'emp01',
    company: 'SH',
    role: 'emp',
    name: '王晓燕',
    job: '客服主管',
    menuStyle: 1,
    phone: '13816620101',
  },
  {
    username: 'emp02',
    company: 'HZ',
    role: 'emp',
    name: '陈建国',
    job: '工程主管',
    menuStyle: 1,
    phone: '13958020202',
  },
  { username: 'emp03', company: 'SH', role: 'emp', name: '李秀英', job: '收费员', menuStyle: 0, phone: '13816620303' },
  {
    username: 'cc01',
    company: 'SH-CC',
    role: 'emp',
    name: '赵敏',
    job: '客服专员',
    menuStyle: 1,
    phone: '13816620404',
  },
  {
    username: 'sa01',
    company: 'GROUP',
    role: 'sa',
    name: '周志强',
    job: '系统管理员',
    menuStyle: 1,
    phone: '13916610505',
  },
  { username: 'super01', company: 'GROUP', role: 'super', name: '吴海峰', menuStyle: 1, phone: '13916610606' },
  { username: 'root01', company: 'GROUP', role: 'root', name: '郑立平', menuStyle: 0, phone: '13916610707' },
  { username: 'gov01', company: 'GROUP', role: 'gov', name: '孙丽华', menuStyle: 1, phone: '13916610808' },
  { username: 'acc01', company: 'SH', role: 'emp', name: '杨丽君', job: '会计', menuStyle: 1, phone: '13816621010' },
  // The company's sa is its accounting supervisor (反审核, 反结账, report formulas; docs/decisions.md).
  { username: 'acc02', company: 'SH', role: 'sa', name: '何振华', job: '财务主管', menuStyle: 1, phone: '13816621111' },
  {
    username: 'new01',
    company: 'SH',
    role: 'emp',
    name: '刘洋',
    job: '秩序主管',
    menuStyle: 1,
    phone: '13816620909',
    mustChangePassword: true,
  },
  // 项目经理 of SH: every SH menu (JOB_GRANTS), the reviewer and finisher of the 项目工作报告 flow.
  { username: 'mgr01', company: 'SH', role: 'emp', name: '黄志明', job: '项目经理', menuStyle: 1, phone: '13816621010' },
];

/** Jobs, then the demo users (each with its own argon2id hash, so its own salt, of DEMO_PASSWORD). */
export async function seedUsers(ctx: SeedContext): Promise<void> {
  const jobIds = new Map<string, number>();
  for (const job of SEED_JOBS) {
    const companyId = await ctx.company(job.company);
    const [row] = await ctx.db
      .insert(schema.jobs)
      .values({ companyId, name: job.name, duties: job.duties })
      .returning({ id: schema.jobs.id });
    if (!row) throw new Error(`seed: job ${job.name} not inserted`);
    jobIds.set(`${job.company}/${job.name}`, row.id);
  }
  for (const u of SEED_USERS) {
    const companyId = await ctx.company(u.company);
    const jobId = u.job ? jobIds.get(`${u.company}/${u.job}`) : undefined;
    if (u.job && jobId === undefined) throw new Error(`seed: job ${u.company}/${u.job} missing`);
    await ctx.db.insert(schema.users).values({
      companyId,
      username: u.username,
      passwordHash: await argon2.hash(DEMO_PASSWORD, ARGON2_OPTIONS),
      name: u.name,
      role: u.role,
      menuStyle: u.menuStyle,
      jobId: jobId ?? null,
      phone: u.phone,
      mustChangePassword: u.mustChangePassword ?? false,
      navigatorState: u.navigatorState ?? 0,
    });
  }
}
