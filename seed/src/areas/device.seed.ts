import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, at, day, owned, pick, refOrNull, type AreaCompany } from './area-seed';

// 公共设备 demo rows for SH and HZ: a device ledger and its plans, maintenance, repairs, hazards,
// inspections, and the three-party site checks.

const DEVICES: [string, string, string, string][] = [
  // name, category, model, location
  ['1号客梯', '1', '三菱 NexWay-S', '1栋电梯井'],
  ['2号客梯', '1', '日立 HGE', '2栋电梯井'],
  ['生活水泵', '2', '格兰富 CR32-4', '地下泵房'],
  ['10kV变压器', '3', 'SCB13-1000/10', '配电房'],
  ['消防喷淋泵', '4', 'XBD8.0/40G-L', '消防泵房'],
  ['中央空调主机', '5', '开利 30XW', '会所屋面'],
  ['周界监控系统', '6', '海康 DS-9664N', '监控中心'],
];

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  const devices = await db
    .insert(schema.devices)
    .values(
      DEVICES.map(([name, category, model, location], i) => ({
        ...owned(c),
        code: `${c.code}-SB-${String(i + 1).padStart(3, '0')}`,
        name,
        category,
        model,
        location,
        estateId: refOrNull(c.estates, i),
        supplier: [
          '上海三菱电梯有限公司',
          '日立电梯（中国）',
          '格兰富水泵',
          '正泰电气',
          '上海连成泵业',
          '开利空调',
          '海康威视',
        ][i] as string,
        installDate: `201${(i % 8) + 2}-0${(i % 9) + 1}-15`,
        status: i === 1 ? '2' : '1',
      })),
    )
    .returning({ id: schema.devices.id });
  const device = (i: number) => (pick(devices, i) as { id: number }).id;

  const plans = await db
    .insert(schema.deviceMaintPlans)
    .values(
      [
        { content: '半月保养：曳引机润滑、制动器间隙、门机调整', cycle: '2', d: 0, last: -15, next: 0, cost: '600.00' },
        { content: '季度保养：钢丝绳张力、导轨清洁', cycle: '3', d: 1, last: -60, next: 30, cost: '1200.00' },
        { content: '水泵轴承加油、机封检查', cycle: '2', d: 2, last: -20, next: 10, cost: '300.00' },
        { content: '变压器绝缘测试、清扫', cycle: '4', d: 3, last: -90, next: 90, cost: '2500.00' },
        { content: '消防泵月度试运行', cycle: '2', d: 4, last: -25, next: 5, cost: '0.00', shift: true },
      ].map((p, i) => ({
        ...owned(c),
        deviceId: device(p.d),
        content: p.content,
        cycle: p.cycle,
        lastDate: day(p.last),
        nextDate: day(p.next),
        responsibleId: refOrNull(c.staff, i),
        estimatedCost: p.cost,
        status: '1',
        holidayShift: p.shift === true,
      })),
    )
    .returning({ id: schema.deviceMaintPlans.id, deviceId: schema.deviceMaintPlans.deviceId });

  await db.insert(schema.deviceMaintRecords).values(
    plans.slice(0, 4).map((p, i) => ({
      ...owned(c),
      deviceId: p.deviceId,
      planId: p.id,
      maintDate: day([-15, -60, -20, -90][i] as number),
      content: ['完成半月保养，运行正常', '钢丝绳张力已调整', '轴承加注润滑脂', '绝缘电阻合格'][i] as string,
      maintainer: ['维保单位 何师傅', '维保单位 何师傅', '工程部 孙工', '供电所 检修班'][i] as string,
      cost: ['600.00', '1150.00', '80.00', '2500.00'][i] as string,
      result: i === 1 ? '2' : '1',
    })),
  );

  await db.insert(schema.deviceRepairs).values(
    [
      { d: 1, fault: '轿厢平层误差超过20mm，乘客投诉', status: '2', cost: null },
      { d: 2, fault: '水泵运行异响、出水压力不足', status: '3', cost: '1850.00' },
      { d: 6, fault: '东门3号摄像头无画面', status: '1', cost: null },
    ].map((r, i) => ({
      ...owned(c),
      repairNo: `${c.code}-WX-2026${String(i + 1).padStart(4, '0')}`,
      deviceId: device(r.d),
      fault: r.fault,
      reportedAt: at(i * 3 - 6, '08:40'),
      reporter: ['监控中心 值班员', '工程部 巡检员', '秩序部 门岗'][i] as string,
      repairerId: r.status === '1' ? null : refOrNull(c.staff, i),
      finishedAt: r.status === '3' ? at(i * 3 - 5, '11:20') : null,
      cost: r.cost,
      status: r.status,
      result: r.status === '3' ? '更换叶轮及机械密封，压力恢复正常' : null,
    })),
  );

  await db.insert(schema.deviceRisks).values(
    [
      { d: 3, text: '配电房挡鼠板缺失', level: '1', status: '3' },
      { d: 4, text: '喷淋泵出口阀门锈蚀，开启困难', level: '2', status: '2' },
      { d: 5, text: '空调主机冷却塔风机护罩松动', level: '1', status: '1' },
    ].map((r, i) => ({
      ...owned(c),
      deviceId: device(r.d),
      description: r.text,
      level: r.level,
      foundDate: day(-20 + i * 5),
      finderId: refOrNull(c.staff, i),
      measure: ['补装挡鼠板', '更换阀门，申请维修资金', '紧固护罩螺栓'][i] as string,
      deadline: day(-10 + i * 5),
      rectifiedDate: r.status === '3' ? day(-12) : null,
      status: r.status,
    })),
  );

  await db.insert(schema.deviceInspections).values(
    [0, 1, 2, 3, 4].map((i) => ({
      ...owned(c),
      deviceId: device(i),
      inspectedAt: at(-i, '09:00'),
      inspectorId: refOrNull(c.staff, i),
      items: [
        '运行声音、轿厢照明、五方对讲',
        '运行声音、平层、门机',
        '压力表读数、漏水、振动',
        '温度、声音、油位',
        '控制柜状态、阀门位置',
      ][i] as string,
      result: i === 1 ? '2' : '1',
      abnormality: i === 1 ? '平层误差偏大，已报修' : null,
    })),
  );

  await db.insert(schema.triangleChecks).values(
    [0, 1, 2].map((i) => ({
      ...owned(c),
      checkDate: day(-14 + i * 7),
      estateId: refOrNull(c.estates, i),
      area: ['中心花园、儿童乐园', '地下车库B1-B2', '各楼栋大堂及消防通道'][i] as string,
      serviceStaff: c.code === 'SH' ? '客服 林娜' : '客服 吴婷',
      engineeringStaff: c.code === 'SH' ? '工程 孙杰' : '工程 徐明',
      securityStaff: c.code === 'SH' ? '秩序 钱峰' : '秩序 马超',
      problems: ['滑梯扶手松动', '车位线模糊、照明有盲区', '5栋消防通道堆放纸箱'][i] as string,
      rectifyDeadline: day(-10 + i * 7),
      status: ['3', '2', '1'][i] as string,
    })),
  );
}

/** Demo-seed step: device ledger and device records for SH and HZ. */
export async function seedDeviceAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
