import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, at, day, idNumber, owned, pick, refOrNull, type AreaCompany } from './area-seed';

// 公共信息资料, 业主台账, 业委会成员, 会务管理 demo rows for SH and HZ.

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  const house = (i: number) => pick(c.houses, i);

  await db.insert(schema.publicInfos).values(
    [
      { title: '小区总平面图（竣工版）', cat: '1', no: 'TZ-001', text: '含各楼栋、道路、管网位置' },
      { title: '前期物业服务合同', cat: '2', no: 'HT-2019-01', text: '与开发商签订，期限三年' },
      { title: '电梯使用标志及年检报告', cat: '3', no: 'ZZ-DT-2026', text: '全部客梯2026年度年检合格' },
      { title: '2026年度公共收益公示', cat: '4', no: 'GS-2026-01', text: '广告位、停车场收益及支出明细' },
      { title: '装修管理规定', cat: '5', no: 'ZD-ZX-01', text: '装修时间、垃圾清运、押金退还规则' },
    ].map((p, i) => ({
      ...owned(c),
      title: p.title,
      category: p.cat,
      estateId: refOrNull(c.estates, i),
      docNo: `${c.code}-${p.no}`,
      content: p.text,
      recordDate: day(-300 + i * 60),
      keeper: c.code === 'SH' ? '档案室 何静' : '档案室 许敏',
    })),
  );

  if (c.houses.length > 0) {
    await db.insert(schema.ownerLedgers).values(
      [
        { type: '1', text: '办理入伙手续，领取钥匙3把、业主手册1本' },
        { type: '2', text: '提交装修申请，缴纳装修押金2000元' },
        { type: '4', text: '房屋出租备案，承租人已登记' },
        { type: '7', text: '缴纳2026年度物业服务费' },
        { type: '5', text: '投诉楼上噪音，已协调处理' },
      ].map((l, i) => ({
        ...owned(c),
        houseId: (house(i) as { id: number }).id,
        ownerName: ['王丽', '张伟', '李娜', '刘洋', '陈静'][i] as string,
        phone: ['13916625101', '13816625102', '13761625103', '15021625104', '18621625105'][i] as string,
        eventType: l.type,
        eventDate: day(-200 + i * 40),
        content: l.text,
        handlerId: refOrNull(c.staff, i),
      })),
    );
  }

  await db.insert(schema.committeeMembers).values(
    [
      { name: '黄建国', pos: '1' },
      { name: '沈玉兰', pos: '2' },
      { name: '钱志强', pos: '3' },
      { name: '蔡晓燕', pos: '3' },
      { name: '潘伟东', pos: '5' },
    ].map((m, i) => ({
      ...owned(c),
      memberName: m.name,
      position: m.pos,
      houseId: house(i + 10)?.id ?? null,
      phone: ['13901018801', '13801018802', '13701018803', '13601018804', '13501018805'][i] as string,
      idNumber: idNumber(c.code === 'SH' ? '310110' : '330105', `19${58 + i * 5}-1${i % 3}-0${i + 1}`, 41 + i),
      // 上海公司's first estate elected 第三届 in 2026 (owners seed): these are 第二届, whose term has ended.
      termStart: c.code === 'SH' ? '2021-09-01' : '2025-01-01',
      termEnd: c.code === 'SH' ? '2026-08-31' : '2029-12-31',
      status: c.code === 'SH' ? '3' : '1',
    })),
  );

  await db.insert(schema.meetings).values(
    [
      {
        subject: '2026年第三季度业委会例会',
        type: '2',
        d: -40,
        status: '3',
        minutes: '审议通过公共收益使用方案；同意更换2号客梯主板。',
      },
      {
        subject: '物业服务月度例会',
        type: '3',
        d: -3,
        status: '2',
        minutes: '通报11月投诉及整改情况；布置冬季防火工作。',
      },
      { subject: '停车管理协调会', type: '4', d: 6, status: '1', minutes: null },
      { subject: '2027年业主大会筹备会', type: '1', d: 25, status: '1', minutes: null },
    ].map((m) => ({
      ...owned(c),
      subject: m.subject,
      meetingType: m.type,
      // 业主大会 and 业委会会议 are an estate's (they hold its votes).
      estateId: m.type === '1' || m.type === '2' ? refOrNull(c.estates, 0) : null,
      startAt: at(m.d, '19:00'),
      endAt: at(m.d, '21:00'),
      place: '会所二楼会议室',
      host: m.type === '3' ? '项目经理' : '黄建国',
      attendees: m.type === '3' ? '项目经理、客服主管、工程主管、秩序主管' : '业委会全体委员、物业项目经理',
      minutes: m.minutes,
      status: m.status,
    })),
  );
}

/** Demo-seed step: information data, owner ledger, committee members and meetings for SH and HZ. */
export async function seedOfficeAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
