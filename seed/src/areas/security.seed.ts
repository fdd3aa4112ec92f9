import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, at, day, idNumber, owned, pick, refOrNull, type AreaCompany } from './area-seed';

// 公共安全 demo rows for SH and HZ: events and how they were dealt with, visitors at the gate,
// short visits (couriers, takeaway), safety notices.

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  const plate = c.code === 'SH' ? '沪' : '浙';
  const house = (i: number) => pick(c.houses, i)?.id ?? null;

  const events = await db
    .insert(schema.securityEvents)
    .values(
      [
        {
          title: '电动车楼道违规充电',
          type: '1',
          level: '2',
          where: '7栋一楼大堂',
          text: '巡逻发现电动车在大堂飞线充电，已切断电源并通知车主',
          loss: null,
          status: '3',
        },
        {
          title: '地库车辆刮擦',
          type: '5',
          level: '1',
          where: '地库B2层32号车位旁',
          text: '访客车辆倒车刮擦立柱及相邻车辆',
          loss: '800.00',
          status: '2',
        },
        {
          title: '高空抛物',
          type: '6',
          level: '2',
          where: '5栋南侧绿化带',
          text: '有住户反映楼上抛下塑料袋垃圾，调取监控排查中',
          loss: null,
          status: '1',
        },
        {
          title: '邻里停车纠纷',
          type: '3',
          level: '1',
          where: '北门访客车位',
          text: '两位业主因占用车位发生争执，秩序员到场调解',
          loss: null,
          status: '3',
        },
      ].map((e, i) => ({
        ...owned(c),
        title: e.title,
        eventType: e.type,
        level: e.level,
        occurredAt: at(-i * 5, ['20:40', '18:15', '07:50', '21:10'][i] as string),
        location: e.where,
        reporter: ['巡逻岗 吴刚', '车库岗 郑强', '业主 王女士', '门岗 冯亮'][i] as string,
        description: e.text,
        loss: e.loss,
        status: e.status,
      })),
    )
    .returning({ id: schema.securityEvents.id });

  await db.insert(schema.securityDeals).values(
    [
      { event: 0, measures: '切断电源，拍照留证，书面告知车主', result: '车主签字确认，承诺不再违规', police: false },
      { event: 1, measures: '现场拍照，联系双方车主协商', result: '双方协商赔偿800元', police: true },
      { event: 3, measures: '将双方带离现场分别劝导，明确车位使用规定', result: '双方和解', police: false },
    ].map((d, i) => ({
      ...owned(c),
      eventId: (events[d.event] as { id: number }).id,
      dealtAt: at(-d.event * 5, '22:00'),
      handlerId: refOrNull(c.staff, i),
      measures: d.measures,
      result: d.result,
      policeInvolved: d.police,
    })),
  );

  await db.insert(schema.visitors).values(
    ['郑伟', '韩梅', '曹阳', '邓超', '许晴'].map((name, i) => ({
      ...owned(c),
      visitorName: name,
      idNumber: idNumber(
        ['310101', '320102', '330102', '340104', '310115'][i] as string,
        `19${75 + i * 4}-0${i + 1}-2${i}`,
        31 + i,
      ),
      phone: ['13355556601', '13455556602', '15355556603', '17755556604', '18155556605'][i] as string,
      houseId: house(i + 2),
      visitee: ['王丽', '张伟', '李娜', '刘洋', '陈静'][i] as string,
      reason: ['探亲', '送货', '朋友聚会', '房屋看房', '上门家教'][i] as string,
      arrivedAt: at(-i, '15:00'),
      leftAt: i === 0 ? null : at(-i, '18:30'),
      plateNo: i % 2 === 0 ? `${plate}A${String(10000 + i * 1111).slice(0, 5)}` : null,
      persons: (i % 3) + 1,
    })),
  );

  await db.insert(schema.tempVisits).values(
    [
      ['顺丰快递员', '1', '南门'],
      ['美团骑手', '2', '北门'],
      ['燃气公司维修工', '3', '南门'],
      ['家政保洁阿姨', '4', '东门'],
      ['京东快递员', '1', '南门'],
    ].map(([name, type, gate], i) => ({
      ...owned(c),
      visitorName: name as string,
      phone: ['13611117701', '13711117702', '13811117703', '13911117704', '15011117705'][i] as string,
      visitType: type as string,
      houseId: house(i + 4),
      inAt: at(-i, '11:00'),
      outAt: at(-i, '11:12'),
      gate: gate as string,
      registrar: c.code === 'SH' ? '门岗 冯亮' : '门岗 马超',
    })),
  );

  await db.insert(schema.securityInfos).values(
    [
      {
        title: '冬季防火安全提示',
        cat: '2',
        text: '天干物燥，请勿在楼道堆放杂物；电动车请到集中充电区充电，严禁“飞线”充电。',
      },
      {
        title: '关于开展消防演练的通知',
        cat: '1',
        text: '定于本月25日14:00在中心广场开展消防疏散演练，请各位业主积极参加。',
      },
      { title: '寒潮蓝色预警', cat: '3', text: '受冷空气影响，未来三天气温骤降，请做好水管防冻措施。' },
    ].map((s, i) => ({
      ...owned(c),
      title: s.title,
      category: s.cat,
      content: s.text,
      publishDate: day(-i * 3),
      validUntil: day(60 - i * 3),
      publisher: '秩序维护部',
    })),
  );
}

/** Demo-seed step: security records for SH and HZ. */
export async function seedSecurityAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
