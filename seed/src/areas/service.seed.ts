import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, at, day, idNumber, owned, pick, refOrNull, type AreaCompany } from './area-seed';

// 客户服务 demo rows for SH and HZ: complaints in every state, work orders, the service desk's
// requests, return visits, decorations, hand-over inspections, key customers and leases.

const people = {
  SH: ['王丽', '张伟', '李娜', '刘洋', '陈静', '杨帆', '赵磊', '黄敏'],
  HZ: ['周杰', '吴婷', '徐明', '孙悦', '马超', '朱琳', '胡军', '郭燕'],
};
const mobiles = {
  SH: [
    '13916625101',
    '13816625102',
    '13761625103',
    '15021625104',
    '18621625105',
    '13601625106',
    '13917625107',
    '18917625108',
  ],
  HZ: [
    '13957125201',
    '13858125202',
    '15088125203',
    '18768125204',
    '13735825205',
    '15968125206',
    '13666625207',
    '18857125208',
  ],
};

const complaints: [string, string, string, string, string][] = [
  // channel, category, level, status, content
  ['1', '6', '2', '1', '楼上住户夜间装修电钻噪音，影响休息'],
  ['3', '3', '1', '2', '垃圾房周边异味明显，清运不及时'],
  ['2', '2', '2', '3', '报修卫生间漏水三天未上门处理'],
  ['5', '4', '3', '2', '地库入口道闸频繁故障，外来车辆随意进出'],
  ['1', '5', '1', '3', '物业费账单金额与面积不符，要求核对'],
  ['4', '1', '1', '1', '前台客服态度冷淡，咨询无人回复'],
];

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  const names = people[c.code];
  const phones = mobiles[c.code];
  const prefix = c.code;
  const house = (i: number) => pick(c.houses, i)?.id ?? null;

  await db.insert(schema.complaints).values(
    complaints.map(([channel, category, level, status, content], i) => ({
      ...owned(c),
      complaintNo: `${prefix}-TS-2026${String(i + 1).padStart(4, '0')}`,
      houseId: house(i),
      complainant: names[i % names.length] as string,
      phone: phones[i % phones.length] as string,
      channel,
      category,
      content,
      level,
      handlerId: status === '1' ? null : refOrNull(c.staff, i),
      status,
      receivedAt: at(i * 2, '09:30'),
      closedAt: status === '3' ? at(i * 2 + 1, '16:00') : null,
      result: status === '3' ? '已上门核实并处理完毕，业主认可' : null,
      satisfaction: status === '3' ? (i % 2 === 0 ? '2' : '1') : null,
    })),
  );

  if (c.staff.length > 0) {
    const orders: [string, string, string][] = [
      ['1', '2', '厨房水槽下水管堵塞，需疏通'],
      ['3', '3', '3号楼电梯厅吸顶灯更换'],
      ['4', '1', '地库B1层油污清洗'],
      ['5', '4', '中心花园草坪修剪、补种'],
      ['2', '2', '处理投诉：道闸故障排查'],
    ];
    await db.insert(schema.dispatches).values(
      orders.map(([workType, status, content], i) => ({
        ...owned(c),
        orderNo: `${prefix}-PG-2026${String(i + 1).padStart(4, '0')}`,
        houseId: workType === '1' ? house(i + 2) : null,
        workType,
        content,
        handlerId: pick(c.staff, i) as number,
        plannedAt: at(i * 3, '14:00'),
        finishedAt: status === '3' || status === '4' ? at(i * 3, '17:30') : null,
        status,
        laborCost: workType === '1' ? '80.00' : null,
        materialCost: workType === '1' ? '45.50' : workType === '3' ? '128.00' : null,
      })),
    );
  }

  const cases: [string, string, string][] = [
    ['1', '1', '咨询停车月卡办理流程'],
    ['2', '3', '阳台推拉门滑轨损坏报修'],
    ['4', '2', '建议增设快递柜'],
    ['5', '3', '表扬保安张师傅帮助老人'],
    ['6', '1', '家中老人摔倒求助，协助联系120'],
  ];
  await db.insert(schema.caseAccepts).values(
    cases.map(([caseType, status, content], i) => ({
      ...owned(c),
      caseNo: `${prefix}-SL-2026${String(i + 1).padStart(4, '0')}`,
      houseId: house(i + 3),
      customer: names[(i + 2) % names.length] as string,
      phone: phones[(i + 2) % phones.length] as string,
      caseType,
      channel: String((i % 3) + 1),
      content,
      acceptedAt: at(i, '10:15'),
      receiverId: refOrNull(c.staff, i + 1),
      status,
      result: status === '3' ? '已办结并电话告知客户' : null,
    })),
  );

  await db.insert(schema.visits).values(
    [0, 1, 2, 3].map((i) => ({
      ...owned(c),
      houseId: house(i),
      customer: names[i] as string,
      phone: phones[i] as string,
      method: String((i % 4) + 1),
      subject: String((i % 4) + 1),
      visitDate: day(i * 4 + 2),
      visitorId: refOrNull(c.staff, i),
      content: ['维修完成后回访，确认已不漏水', '投诉处理结果回访', '季度满意度回访', '中秋节问候回访'][i] as string,
      satisfaction: String((i % 3) + 1),
      opinion: i === 2 ? '希望增加夜间巡逻频次' : null,
    })),
  );

  if (c.houses.length > 0) {
    await db.insert(schema.decorations).values(
      [0, 1, 2].map((i) => ({
        ...owned(c),
        houseId: house(i + 5) as number,
        applicant: names[i + 4] as string,
        phone: phones[i + 4] as string,
        contractor: ['上海金螳螂家装', '杭州九鼎装饰工程有限公司', '业之峰装饰'][i] as string,
        contractorPhone: ['021-62158800', '0571-88776655', '400-650-1818'][i] as string,
        content: ['全屋翻新：水电改造、厨卫重铺', '封阳台、更换入户门', '墙面翻新刷漆'][i] as string,
        startDate: day(i * 10 - 20),
        endDate: day(i * 10 + 40),
        deposit: ['3000.00', '2000.00', '1000.00'][i] as string,
        status: ['3', '2', '1'][i] as string,
        inspectorId: refOrNull(c.staff, i),
      })),
    );
    await db.insert(schema.moveInInspections).values(
      [0, 1, 2].map((i) => ({
        ...owned(c),
        houseId: house(i + 8) as number,
        ownerName: names[(i + 5) % names.length] as string,
        phone: phones[(i + 5) % phones.length] as string,
        inspectDate: day(-60 + i * 7),
        inspectorId: refOrNull(c.staff, i),
        problems: ['无', '主卧墙面空鼓两处', '厨房窗户密封条脱落'][i] as string,
        result: ['1', '2', '3'][i] as string,
        rectifyDeadline: i === 0 ? null : day(-45 + i * 7),
        keysHanded: 3,
      })),
    );
    await db.insert(schema.rentings).values(
      [0, 1, 2].map((i) => ({
        ...owned(c),
        houseId: house(i + 12) as number,
        lessor: names[(i + 1) % names.length] as string,
        lessorPhone: phones[(i + 1) % phones.length] as string,
        tenant: ['林晓', '蒋文', '沈瑶'][i] as string,
        tenantPhone: ['13122225301', '13233335302', '15544445303'][i] as string,
        tenantIdNumber: idNumber(c.code === 'SH' ? '310104' : '330106', `199${i}-0${i + 3}-1${i}`, 21 + i),
        monthlyRent:
          c.code === 'SH'
            ? (['6800.00', '5200.00', '7500.00'][i] as string)
            : (['4200.00', '3600.00', '5100.00'][i] as string),
        deposit: c.code === 'SH' ? '13600.00' : '8400.00',
        startDate: day(-300 + i * 90),
        endDate: day(65 + i * 90),
        status: '1',
        agency: i === 1 ? '链家地产' : null,
      })),
    );
  }

  await db.insert(schema.customerRelations).values(
    [0, 1, 2, 3].map((i) => ({
      ...owned(c),
      customer: names[i + 1] as string,
      houseId: house(i + 1),
      phone: phones[i + 1] as string,
      relationType: String(i + 2),
      birthday: `19${60 + i * 7}-0${i + 2}-1${i + 4}`,
      occupation: ['退休教师', '律师', '企业主', '医生'][i] as string,
      hobbies: ['书法、太极', '羽毛球', '高尔夫', '摄影'][i] as string,
      keeperId: refOrNull(c.staff, i),
      lastContactDate: day(-i * 9),
    })),
  );
}

/** Demo-seed step: customer-service records for SH and HZ. */
export async function seedServiceAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
