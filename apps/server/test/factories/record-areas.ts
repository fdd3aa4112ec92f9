import type { TestApp } from '../harness';
import type { Envelope } from '../user-calls';
import { buildCompany } from './companies';
import { buildUser } from './users';

// Test-only helpers shared by the record-area route tests: a company's house, staff record and
// device made through the engine's own endpoints, and a valid body for every record-area type.

let seq = 0;

async function created(res: { status: number; body: Envelope<{ id: number }> }, what: string): Promise<number> {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** The ids a record-area body refers to, all in one company. */
export interface AreaRefs {
  estateId: number;
  houseId: number;
  staffId: number;
  deviceId: number;
  maintPlanId: number;
  patrolPlanId: number;
  qaPlanId: number;
  eventId: number;
}

/** An estate, building and house; the caller's staff record; a device and the plans others point at. */
export async function areaRefs(t: TestApp, user: { id: number }): Promise<AreaRefs> {
  const c = t.as(user);
  const staffUserId = user.id;
  seq += 1;
  const estateId = await created(
    await c.post('/api/records/estate', { code: `AE${seq}`, name: `翠湖苑${seq}期`, chargeArea: '1' }),
    'estate',
  );
  const buildingId = await created(
    await c.post('/api/records/building', { estateId, code: `AB${seq}`, name: `${seq}栋`, type: '3', floors: 11 }),
    'building',
  );
  const houseId = await created(
    await c.post('/api/records/house', {
      estateId,
      buildingId,
      code: `AH${seq}`,
      name: `${seq}栋101`,
      useState: '4',
      useType: '1',
      buildArea: 96.5,
    }),
    'house',
  );
  const staff = await c.get<{ rows: { id: number; userId: number }[] }>('/api/records/staff?size=999');
  const staffId = staff.body.data.rows.find((r) => r.userId === staffUserId)?.id;
  if (staffId === undefined)
    throw new Error(`staff record of user ${staffUserId} missing: ${JSON.stringify(staff.body)}`);
  const deviceId = await created(
    await c.post('/api/records/device', {
      code: `DV${seq}`,
      name: `${seq}号客梯`,
      category: '1',
      location: `${seq}栋电梯井`,
      status: '1',
    }),
    'device',
  );
  const maintPlanId = await created(
    await c.post('/api/records/device-maint-plan', {
      deviceId,
      content: '曳引机润滑、制动器检查',
      cycle: '2',
      nextDate: '2026-12-01',
      status: '1',
    }),
    'device-maint-plan',
  );
  const patrolPlanId = await created(
    await c.post('/api/records/patrol-plan', {
      planName: `夜间巡逻${seq}`,
      route: '东门-地库-西门',
      inspectorId: staffId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      plannedHours: 20,
      frequency: '1',
      status: '1',
    }),
    'patrol-plan',
  );
  const qaPlanId = await created(
    await c.post('/api/records/qa-plan', {
      planName: `季度品质检查${seq}`,
      scope: '6',
      standard: '按集团品质标准',
      frequency: '3',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      status: '1',
    }),
    'qa-plan',
  );
  const eventId = await created(
    await c.post('/api/records/security-event', {
      title: `车辆刮擦${seq}`,
      eventType: '5',
      level: '1',
      occurredAt: '2026-11-01 21:30',
      location: '地库B2',
      description: '访客车辆倒车刮擦立柱',
      status: '1',
    }),
    'security-event',
  );
  return { estateId, houseId, staffId, deviceId, maintPlanId, patrolPlanId, qaPlanId, eventId };
}

export interface AreaSample {
  /** A valid create body. */
  body: Record<string, unknown>;
  /** A change the update must keep. */
  change: Record<string, unknown>;
  /** A required field (the 400 names it when it is missing). */
  required: string;
}

/** A valid body for every record-area type, using the company's refs. */
export function areaSamples(r: AreaRefs): Record<string, AreaSample> {
  seq += 1;
  const n = seq;
  return {
    complaint: {
      body: {
        complaintNo: `TS${n}`,
        houseId: r.houseId,
        complainant: '王丽',
        phone: '13912345678',
        channel: '1',
        category: '6',
        content: '楼上夜间装修噪音',
        level: '2',
        handlerId: r.staffId,
        status: '1',
        receivedAt: '2026-11-02 09:15',
      },
      change: { status: '2' },
      required: 'complainant',
    },
    dispatch: {
      body: {
        orderNo: `PG${n}`,
        houseId: r.houseId,
        workType: '1',
        content: '卫生间下水管漏水',
        handlerId: r.staffId,
        plannedAt: '2026-11-03 14:00',
        status: '1',
        laborCost: '50.00',
      },
      change: { materialCost: '35.50' },
      required: 'handlerId',
    },
    'case-accept': {
      body: {
        caseNo: `SL${n}`,
        houseId: r.houseId,
        customer: '李强',
        phone: '13611112222',
        caseType: '1',
        channel: '1',
        content: '咨询物业费缴纳方式',
        acceptedAt: '2026-11-04 10:00',
        receiverId: r.staffId,
        status: '1',
      },
      change: { status: '3', result: '已告知线上缴费方式' },
      required: 'content',
    },
    visit: {
      body: {
        houseId: r.houseId,
        customer: '王丽',
        phone: '13912345678',
        method: '1',
        subject: '2',
        visitDate: '2026-11-05',
        visitorId: r.staffId,
        content: '噪音投诉处理结果回访',
        satisfaction: '2',
      },
      change: { opinion: '希望加强装修时间管理' },
      required: 'visitDate',
    },
    decoration: {
      body: {
        houseId: r.houseId,
        applicant: '赵磊',
        phone: '13700001111',
        contractor: '杭州美家装饰工程有限公司',
        content: '厨卫翻新、墙面刷漆',
        startDate: '2026-11-10',
        endDate: '2026-12-20',
        deposit: '2000.00',
        status: '1',
      },
      change: { status: '2' },
      required: 'startDate',
    },
    'move-in-inspect': {
      body: {
        houseId: r.houseId,
        ownerName: '陈晨',
        phone: '13522223333',
        inspectDate: '2026-09-01',
        inspectorId: r.staffId,
        problems: '次卧窗框渗水',
        result: '2',
        rectifyDeadline: '2026-09-15',
        keysHanded: 3,
      },
      change: { result: '3' },
      required: 'ownerName',
    },
    'customer-relation': {
      body: {
        customer: '周海',
        houseId: r.houseId,
        phone: '13833334444',
        relationType: '2',
        birthday: '1975-05-20',
        occupation: '教师',
        keeperId: r.staffId,
      },
      change: { hobbies: '书法、太极' },
      required: 'relationType',
    },
    renting: {
      body: {
        houseId: r.houseId,
        lessor: '陈晨',
        tenant: '刘洋',
        tenantPhone: '15044445555',
        tenantIdNumber: '330106199001011234',
        monthlyRent: '4500.00',
        deposit: '9000.00',
        startDate: '2026-11-01',
        endDate: '2027-10-31',
        status: '1',
      },
      change: { monthlyRent: '4600.00' },
      required: 'tenant',
    },
    device: {
      body: {
        code: `DVS${n}`,
        name: '生活水泵1号',
        category: '2',
        model: 'CDLF-32',
        location: '地下泵房',
        estateId: r.estateId,
        installDate: '2019-06-01',
        status: '1',
      },
      change: { supplier: '南方泵业' },
      required: 'location',
    },
    'device-maint-plan': {
      body: {
        deviceId: r.deviceId,
        content: '季度保养：钢丝绳、导轨',
        cycle: '3',
        lastDate: '2026-08-01',
        nextDate: '2026-11-01',
        responsibleId: r.staffId,
        estimatedCost: '800.00',
        status: '1',
      },
      change: { estimatedCost: '850.00' },
      required: 'nextDate',
    },
    'device-maint-record': {
      body: {
        deviceId: r.deviceId,
        maintDate: '2026-11-01',
        content: '月度保养完成',
        maintainer: '维保单位 孙工',
        cost: '300.00',
        result: '1',
      },
      change: { remark: '更换制动器衬垫' },
      required: 'maintainer',
    },
    'device-repair': {
      body: {
        repairNo: `WX${n}`,
        deviceId: r.deviceId,
        fault: '电梯平层误差大',
        reportedAt: '2026-11-06 08:30',
        reporter: '保安 钱峰',
        repairerId: r.staffId,
        status: '1',
      },
      change: { status: '2' },
      required: 'fault',
    },
    'device-risk': {
      body: {
        deviceId: r.deviceId,
        description: '机房温度偏高',
        level: '1',
        foundDate: '2026-11-02',
        finderId: r.staffId,
        deadline: '2026-11-09',
        status: '1',
      },
      change: { measure: '加装排风扇' },
      required: 'foundDate',
    },
    'device-inspect': {
      body: {
        deviceId: r.deviceId,
        inspectedAt: '2026-11-07 09:00',
        inspectorId: r.staffId,
        items: '运行声音、轿厢照明、应急电话',
        result: '1',
      },
      change: { result: '2', abnormality: '应急电话无应答' },
      required: 'items',
    },
    'triangle-check': {
      body: {
        checkDate: '2026-11-08',
        estateId: r.estateId,
        area: '中心花园及3号楼大堂',
        serviceStaff: '客服 林娜',
        engineeringStaff: '工程 孙杰',
        securityStaff: '秩序 钱峰',
        problems: '大堂灯带不亮',
        rectifyDeadline: '2026-11-12',
        status: '1',
      },
      change: { status: '2' },
      required: 'area',
    },
    'patrol-plan': {
      body: {
        planName: `白班巡逻${n}`,
        route: '南门-会所-北门',
        inspectorId: r.staffId,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        plannedHours: 30,
        frequency: '2',
        status: '1',
      },
      change: { plannedHours: 32.5 },
      required: 'route',
    },
    'patrol-routine': {
      body: {
        planId: r.patrolPlanId,
        patrolDate: '2026-10-02',
        route: '东门-地库-西门',
        patrollerId: r.staffId,
        startedAt: '2026-10-02 22:00',
        endedAt: '2026-10-02 23:10',
        findings: '地库消防通道堆放杂物',
        result: '2',
        handling: '已通知清理',
      },
      change: { findings: '地库消防通道堆放杂物，已拍照' },
      required: 'patrolDate',
    },
    'patrol-inspect': {
      body: {
        checkDate: '2026-10-15',
        planId: r.patrolPlanId,
        checkerId: r.staffId,
        checkedItems: '巡更记录、岗位着装',
        score: 92.5,
        conclusion: '1',
      },
      change: { issues: '个别点位漏签' },
      required: 'checkedItems',
    },
    'patrol-inspector': {
      body: { inspectorId: r.staffId, monthlyHours: 168 },
      change: { monthlyHours: 170 },
      required: 'monthlyHours',
    },
    'qa-plan': {
      body: {
        planName: `月度环境检查${n}`,
        estateId: r.estateId,
        scope: '4',
        standard: '公共区域无垃圾、无积水',
        frequency: '2',
        checkerId: r.staffId,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        status: '1',
      },
      change: { status: '2' },
      required: 'standard',
    },
    'qa-history': {
      body: {
        planId: r.qaPlanId,
        checkDate: '2026-11-15',
        estateId: r.estateId,
        item: '楼道卫生',
        checkerId: r.staffId,
        score: 85,
        problems: '5栋楼道有小广告',
        rectifyDeadline: '2026-11-18',
        rectifyStatus: '2',
      },
      change: { rectifyStatus: '3' },
      required: 'item',
    },
    'security-event': {
      body: {
        title: `电动车违规充电${n}`,
        eventType: '1',
        level: '2',
        occurredAt: '2026-11-09 20:40',
        location: '7栋一楼大堂',
        reporter: '巡逻岗 吴刚',
        description: '发现业主电动车在大堂充电',
        status: '1',
      },
      change: { status: '2' },
      required: 'location',
    },
    'security-deal': {
      body: {
        eventId: r.eventId,
        dealtAt: '2026-11-01 21:45',
        handlerId: r.staffId,
        measures: '现场拍照、联系车主协商赔偿',
        result: '车主同意赔偿',
        policeInvolved: false,
      },
      change: { policeInvolved: true },
      required: 'measures',
    },
    visitor: {
      body: {
        visitorName: '郑伟',
        idNumber: '31010119850202123X',
        phone: '13355556666',
        houseId: r.houseId,
        visitee: '王丽',
        reason: '探亲',
        arrivedAt: '2026-11-10 15:00',
        plateNo: '沪A12345',
        persons: 2,
      },
      change: { leftAt: '2026-11-10 18:30' },
      required: 'phone',
    },
    'temp-visit': {
      body: {
        visitorName: '顺丰快递员',
        phone: '13466667777',
        visitType: '1',
        houseId: r.houseId,
        inAt: '2026-11-10 11:00',
        gate: '南门',
        registrar: '门岗 冯亮',
      },
      change: { outAt: '2026-11-10 11:12' },
      required: 'inAt',
    },
    'security-info': {
      body: {
        title: '冬季防火安全提示',
        category: '2',
        content: '请勿在楼道堆放杂物，电动车请到集中充电区充电。',
        publishDate: '2026-11-01',
        validUntil: '2027-02-28',
        publisher: '秩序部',
      },
      change: { publisher: '秩序维护部' },
      required: 'content',
    },
    'public-info': {
      body: {
        title: '小区总平面图',
        category: '1',
        estateId: r.estateId,
        docNo: `TZ-${n}`,
        content: '竣工图纸扫描件',
        recordDate: '2026-01-10',
        keeper: '档案室 何静',
      },
      change: { keeper: '档案室 许敏' },
      required: 'recordDate',
    },
    'owner-ledger': {
      body: {
        houseId: r.houseId,
        ownerName: '陈晨',
        phone: '13522223333',
        eventType: '1',
        eventDate: '2026-09-01',
        content: '办理入伙手续，领取钥匙3把',
        handlerId: r.staffId,
      },
      change: { eventType: '8' },
      required: 'eventType',
    },
    member: {
      body: {
        memberName: '黄建国',
        position: '1',
        houseId: r.houseId,
        phone: '13977778888',
        termStart: '2025-01-01',
        termEnd: '2029-12-31',
        status: '1',
      },
      change: { remark: '退休干部' },
      required: 'phone',
    },
    'meeting-office': {
      body: {
        subject: '2026年第四季度业委会例会',
        meetingType: '2',
        estateId: r.estateId,
        startAt: '2026-12-05 19:00',
        endAt: '2026-12-05 21:00',
        place: '会所二楼会议室',
        host: '黄建国',
        attendees: '业委会全体委员、物业项目经理',
        status: '1',
      },
      change: { status: '2', minutes: '通过停车费调整方案' },
      required: 'attendees',
    },
    'info-item': {
      body: { itemType: '1', code: `TSLB${n}`, name: '噪音扰民', sortNo: 6, enabled: true },
      change: { enabled: false },
      required: 'name',
    },
    'work-calendar': {
      // One row per date and company: each call's own date.
      body: { day: `2031-${String((n % 12) + 1).padStart(2, '0')}-${String((Math.floor(n / 12) % 28) + 1).padStart(2, '0')}`, dayType: '3', name: '公司庆典', remark: '全员放假' },
      change: { dayType: '1', name: '调休上班' },
      required: 'day',
    },
    'website-content': {
      body: {
        title: '安居物业荣获年度优秀物业服务企业',
        category: '1',
        summary: '喜讯',
        body: '<p>近日，安居物业……</p>',
        author: '品牌部',
        published: false,
      },
      change: { published: true },
      required: 'body',
    },
  };
}

/** A new company with one emp user, that user's calls (t.as) and the company's record-area references. */
export async function openAreaCompany(t: TestApp, userName: string) {
  const company = await buildCompany(t.database.db);
  const emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: userName });
  const c = t.as(emp);
  return { company, emp, auth: await c.headers(), c, refs: await areaRefs(t, emp) };
}

/** The valid sample body of a record-area type, with fields overridden. */
export function sampleBody(refs: AreaRefs, key: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const sample = areaSamples(refs)[key];
  if (!sample) throw new Error(`no sample for record type ${key}`);
  return { ...sample.body, ...extra };
}
