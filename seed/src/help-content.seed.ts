import { eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import { CENTRES } from './menu-catalogue';
import type { SeedContext } from './seed-context';
import { ESTATE_PLANS } from './estates.seed';

type Kind = 'flow' | 'field' | 'doc';
interface HelpSeed {
  menuId: number;
  kind: Kind;
  title: string;
  remark: string;
  tabName?: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...lines: string[]) => `<ol>${lines.map((l) => `<li>${l}</li>`).join('')}</ol>`;

/** Help items for the menu ids the shell looks up (spec 7): 66, 127, 128, 129, 88, 94, 71, 134. */
export const HELP_ITEMS: HelpSeed[] = [
  // 66 投诉管理
  {
    menuId: 66,
    kind: 'flow',
    title: '投诉处理流程',
    remark: ol('受理登记投诉内容与联系方式', '派给责任部门并约定时限', '责任部门处理并反馈', '客服回访业主并结案'),
  },
  {
    menuId: 66,
    kind: 'field',
    title: '投诉等级',
    remark: p('一般投诉：3 个工作日内办结；重大投诉：2 小时内上报项目经理，24 小时内给出处理意见。'),
  },
  {
    menuId: 66,
    kind: 'doc',
    title: '如何登记一条投诉？',
    remark: p('点击“新增”，选择房屋后系统自动带出业主和电话；填写投诉内容、选择投诉类别和等级后保存。'),
  },
  {
    menuId: 66,
    kind: 'doc',
    title: '投诉超时会怎样？',
    remark: p('超过约定时限仍未办结的投诉在列表中标红，并推送给上级主管跟催。'),
  },
  // 127 派工管理
  {
    menuId: 127,
    kind: 'flow',
    title: '派工流程',
    remark: ol('在工单看板打开待派单的工单（新的报修可点“新建工单”登记）', '点击“派单”，选择维修人员（可看到各人手头的工单数）或整个班组', '维修人员在手机上接单、到场、维修，拍照完工', '待回访的工单由客服回访后办结'),
  },
  {
    menuId: 127,
    kind: 'doc',
    title: '派错人员如何改派？',
    remark: p('在工单详情中点击“转派”，选择新的维修人员或班组并填写转派原因；转派记入处理过程。'),
  },
  {
    menuId: 127,
    kind: 'doc',
    title: '有偿服务如何收费？',
    remark: p('派工时勾选“有偿服务”，完工后由收费员在“服务计费”中生成费用并收取。'),
  },
  // 128 设备保养计划
  {
    menuId: 128,
    kind: 'flow',
    title: '保养计划编制',
    remark: ol('选择设备并设置保养周期（周、月、季、年）', '指定保养责任人', '保存后系统按周期生成保养任务'),
  },
  {
    menuId: 128,
    kind: 'field',
    title: '保养周期',
    remark: p('周期从计划开始日期起算；节假日顺延的规则在“基础设置”中设置。'),
  },
  {
    menuId: 128,
    kind: 'doc',
    title: '计划能否批量导入？',
    remark: p('可以。点击“导入”，按模板填写设备编号、保养项目与周期后上传 Excel。'),
  },
  // 129 设备保养记录
  {
    menuId: 129,
    kind: 'doc',
    title: '保养记录从哪里来？',
    remark: p('保养计划到期生成任务，责任人执行后在此登记保养内容、耗材与照片。'),
  },
  {
    menuId: 129,
    kind: 'doc',
    title: '漏保养如何处理？',
    remark: p('逾期未登记的任务显示为“逾期”，工程主管可在记录中补登并说明原因。'),
  },
  // 88 受理登记
  {
    menuId: 88,
    kind: 'flow',
    title: '受理登记流程',
    remark: ol('接听来电或接待来访', '选择房屋，确认业主身份', '登记事项类别与内容', '转派工或直接办结'),
  },
  {
    menuId: 88,
    kind: 'doc',
    title: '业主不在系统中怎么办？',
    remark: p('可先按房屋登记，来电人身份填写“非业主”，事后由客服核实并补充住户资料。'),
  },
  // 94 呼叫中心
  {
    menuId: 94,
    kind: 'flow',
    title: '坐席签入与外呼',
    remark: ol(
      '输入坐席账号和密码签入',
      '状态切换为“就绪”后可接听来电',
      '外呼时输入号码或从电话簿选择',
      '通话结束后进入话后处理，再切回就绪',
    ),
  },
  {
    menuId: 94,
    kind: 'doc',
    title: '为什么提示“号码池获取失败”？',
    remark: p('外呼前需从号码池获取外显号码；网络异常或号码池未配置时会提示失败，请联系管理员。'),
  },
  {
    menuId: 94,
    kind: 'doc',
    title: '7 位或 8 位号码如何拨打？',
    remark: p('本地固话号码会自动加拨出局前缀，无需手动输入。'),
  },
  // 71 客户回访
  {
    menuId: 71,
    kind: 'flow',
    title: '回访流程',
    remark: ol('筛选已完成待回访的事项', '电话或上门回访业主', '记录满意度与意见', '不满意的事项重新派工'),
  },
  {
    menuId: 71,
    kind: 'doc',
    title: '回访比例有什么要求？',
    remark: p('每月回访不少于已完成事项的 30%，投诉类事项须 100% 回访。'),
  },
  // 134 设备隐患
  {
    menuId: 134,
    kind: 'flow',
    title: '隐患整改流程',
    remark: ol('巡检发现隐患并拍照登记', '工程主管评估等级并指定整改人', '整改完成后复查', '复查合格后关闭隐患'),
  },
  {
    menuId: 134,
    kind: 'doc',
    title: '重大隐患如何上报？',
    remark: p('隐患等级选择“重大”后，系统会同时通知项目经理和公司安全负责人。'),
  },
];

interface CaseSeed {
  name: string;
  cases: { name: string; content: string }[];
}

/** The service-case library (服务管理案例). */
export const SERVICE_CASES: CaseSeed[] = [
  {
    name: '投诉处理案例',
    cases: [
      {
        name: '楼上漏水引发的邻里投诉',
        content:
          '<h3>案例经过</h3>' +
          p('1203 室业主投诉楼上 1303 室卫生间漏水，天花板大面积水渍，双方多次沟通未果。') +
          '<h3>处理过程</h3>' +
          ol(
            '客服当日上门查看并拍照留证',
            '工程人员检测确认为 1303 室防水层破损',
            '协调 1303 室业主同意维修，物业提供维修单位名单',
            '维修完成后闭水试验 48 小时',
            '协调双方就天花板修复费用达成一致',
          ) +
          '<h3>经验</h3>' +
          p('邻里纠纷中物业应保持中立，以检测结论说话，并以书面形式记录双方约定。'),
      },
      {
        name: '夜间施工噪音投诉',
        content:
          '<h3>案例经过</h3>' +
          p('多名业主投诉某装修户晚上十点后仍在电钻施工。') +
          '<h3>处理过程</h3>' +
          ol('秩序员到场劝停并登记', '客服查阅装修协议中的施工时间约定', '对装修户书面告知，再次违规暂停装修许可') +
          '<h3>经验</h3>' +
          p('装修办理时须向业主讲清施工时间，并在装修协议中写明违约处理。'),
      },
    ],
  },
  {
    name: '设备维护案例',
    cases: [
      {
        name: '电梯困人应急处置',
        content:
          '<h3>案例经过</h3>' +
          p('某日 18:20 电梯因停电停运，轿厢内困 2 人。') +
          '<h3>处理过程</h3>' +
          ol(
            '监控中心通过对讲安抚被困人员',
            '通知电梯维保单位，5 分钟内工程人员到场',
            '确认轿厢位置后按规程盘车放人',
            '18:38 解救完毕，登记事件并上报',
          ) +
          '<h3>经验</h3>' +
          p('困人事件须在 30 分钟内解救；日常要确保对讲与应急照明完好。'),
      },
      {
        name: '地下车库水泵失效',
        content:
          '<h3>案例经过</h3>' +
          p('暴雨夜地下车库集水井水位上涨，一台潜水泵未启动。') +
          '<h3>处理过程</h3>' +
          ol('值班电工切换备用泵', '组织秩序员设置挡水板', '次日更换浮球开关并补做保养记录') +
          '<h3>经验</h3>' +
          p('汛期前须对所有水泵做带载试运行，并检查浮球开关。'),
      },
    ],
  },
  {
    name: '收费催缴案例',
    cases: [
      {
        name: '长期欠费业主的沟通',
        content:
          '<h3>案例经过</h3>' +
          p('某业主因对绿化不满，拒缴物业费 14 个月。') +
          '<h3>处理过程</h3>' +
          ol(
            '项目经理上门了解诉求',
            '整改绿化并请业主验收',
            '协商分期缴纳欠费，按剩余月数选择分期期数',
            '按期收回全部欠费',
          ) +
          '<h3>经验</h3>' +
          p('欠费往往源于服务问题，先解决诉求再谈缴费，效果更好。'),
      },
    ],
  },
  {
    name: '安全管理案例',
    cases: [
      {
        name: '高空抛物的处置',
        content:
          '<h3>案例经过</h3>' +
          p('小区内发生高空抛物，砸坏一辆停放车辆的挡风玻璃。') +
          '<h3>处理过程</h3>' +
          ol('秩序员保护现场并报警', '调取监控协助警方确认楼层', '在各单元张贴警示告知', '加装高空抛物监控') +
          '<h3>经验</h3>' +
          p('高空抛物须第一时间报警，物业做好证据保全与宣传教育。'),
      },
    ],
  },
];

/** System documents by key (GET /api/menu/sys-intro). */
export const SYSTEM_DOCUMENTS = [
  {
    key: 'nav-operation-tips',
    title: '操作提示',
    content:
      p('点击左侧中心名称，右侧展开该中心的分组与功能。') +
      p('功能名称为橙色或灰色时，表示公司尚未购买或您尚未获得授权，打开后只能查看，不能作业。') +
      p('鼠标在功能上停留 2 秒，左侧显示该功能的说明。'),
  },
  {
    key: 'system-intro',
    title: '系统简介',
    content:
      p('智慧物业管理平台覆盖楼盘房屋、收费结算、客户服务、设备巡检、会计核算、行政公文和业主大会等业务。') +
      p('平台按集团、区域公司、项目公司三级管理，数据按公司隔离。'),
  },
  {
    key: 'password-policy',
    title: '密码规则',
    content: p('密码 6-18 位，必须包含数字、字母、特殊符号。首次登录须修改初始密码。'),
  },
];

/**
 * One introduction per centre under the key the centre panel asks for (`centre-<id>`): the centre's purpose and
 * what each of its groups holds, written from the catalogue so a new centre gets its page without another list.
 */
export function centreIntroductions(): { key: string; title: string; content: string }[] {
  return CENTRES.map((c) => ({
    key: `centre-${c.id}`,
    title: c.title,
    content: p(c.remark) + `<ul>${c.groups.map((g) => `<li><b>${g.title}</b>：${g.remark}</li>`).join('')}</ul>`,
  }));
}

const PDF_DOC_ID = 'MSG-2026-0001';

/** Help items, service cases, system documents, system messages (one PDF) and notices. */
export async function seedHelpContent(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await db.insert(schema.helpItems).values(
    HELP_ITEMS.map((h, i) => ({
      menuId: h.menuId,
      kind: h.kind,
      title: h.title,
      remark: h.remark,
      tabName: h.tabName ?? '',
      order: i + 1,
    })),
  );
  for (const [ci, category] of SERVICE_CASES.entries()) {
    const [row] = await db
      .insert(schema.serviceCases)
      .values({ name: category.name, level: 1, order: ci + 1 })
      .returning({ id: schema.serviceCases.id });
    if (!row) throw new Error('seed: case category not inserted');
    await db
      .insert(schema.serviceCases)
      .values(
        category.cases.map((c, i) => ({ parentId: row.id, name: c.name, level: 2, content: c.content, order: i + 1 })),
      );
  }
  await db.insert(schema.systemDocuments).values([...SYSTEM_DOCUMENTS, ...centreIntroductions()]);

  const group = await ctx.company('GROUP');
  const sh = await ctx.company('SH');
  await db.insert(schema.systemMessages).values([
    {
      companyId: group,
      title: '关于启用新版操作导航的通知',
      msgFormat: 0,
      content:
        p('各公司：') +
        p('平台已上线新版“操作导航”，按八大中心组织功能。员工可在“修改密码”旁的用户菜单中查看岗位职责。') +
        p('如有疑问请联系集团信息部，电话 021-50001000。'),
    },
    {
      companyId: group,
      title: '2026 年度物业服务品质检查方案',
      msgFormat: 1,
      content: PDF_DOC_ID,
      pdfBody: [
        '为持续提升物业服务品质，集团决定于 2026 年开展年度品质检查，现将方案通知如下。',
        '一、检查范围：集团下属各区域公司及全部在管项目。',
        '二、检查内容：客户服务、设备设施、秩序安全、环境保洁、收费管理五个方面，按《品质检查标准》逐项评分。',
        '三、检查安排：每季度第一个月由区域公司组织自查，每半年由集团组织抽查，抽查比例不低于项目总数的 30%。',
        '四、结果运用：检查结果纳入项目经理绩效考核，得分低于 80 分的项目须在 30 日内提交整改报告。',
        '请各公司认真组织落实。',
      ].join('\n\n'),
    },
    {
      companyId: sh,
      title: '上海公司春节值班安排',
      msgFormat: 0,
      content: p('春节期间各项目实行 24 小时值班，值班表请于节前三天报公司客服部。') + p('值班电话：021-50002000。'),
    },
  ]);

  // Notices (告知公文) for emp01 and emp03 from SH's project manager, about a building and a house of SH's own estate.
  const estate = ESTATE_PLANS.find((plan) => plan.company === 'SH')?.name ?? '';
  const recipients = await db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.companyId, sh));
  const emp = recipients.filter((u) => u.username === 'emp01' || u.username === 'emp03');
  const noticeRows = await db
    .insert(schema.notices)
    .values([
      {
        companyId: sh,
        docNumber: '沪安居告〔2026〕001号',
        subject: '关于 3 号楼二次供水水箱清洗停水的告知',
        houseName: `${estate}3栋`,
        content:
          p('因二次供水水箱清洗消毒，3 号楼将于 3 月 12 日 9:00-15:00 停水，请提前储水。') +
          p('如有疑问请致电客服中心。'),
        senderName: '黄志明',
        senderPhone: '13816629999',
        senderJob: '项目经理',
      },
      {
        companyId: sh,
        docNumber: '沪安居告〔2026〕002号',
        subject: '关于 1202 室装修违规的告知',
        houseName: `${estate}2栋1单元1202室`,
        content: p('经巡查发现 1202 室装修拆改承重墙，已责令停工，请客服跟进整改并回访相邻业主。'),
        senderName: '黄志明',
        senderPhone: '13816629999',
        senderJob: '项目经理',
      },
    ])
    .returning({ id: schema.notices.id });
  for (const n of noticeRows) {
    if (emp.length > 0)
      await db.insert(schema.noticeRecipients).values(emp.map((u) => ({ noticeId: n.id, userId: u.id })));
  }
}
