import { schema } from '@pm/db';
import type { SeedContext } from './seed-context';

interface EstatePlan {
  company: string;
  code: string;
  name: string;
  address: string;
  developer: string;
  deliveredOn: string;
  zones: string[];
  /** Buildings: name, type (1-5), floors, units, houses per floor per unit. */
  buildings: { zone: number; floors: number; type: string; units: number; perFloor: number }[];
}

/** SH and HZ each manage their own estates; 516 houses in all. */
export const ESTATE_PLANS: EstatePlan[] = [
  {
    company: 'SH',
    code: 'SH-YG',
    name: '阳光花园',
    address: '上海市浦东新区锦绣路1888弄',
    developer: '上海阳光置业有限公司',
    deliveredOn: '2016-09-30',
    zones: ['一期', '二期'],
    buildings: [
      { zone: 0, floors: 12, type: '3', units: 2, perFloor: 2 },
      { zone: 0, floors: 12, type: '3', units: 2, perFloor: 2 },
      { zone: 1, floors: 12, type: '3', units: 2, perFloor: 2 },
      { zone: 1, floors: 12, type: '3', units: 2, perFloor: 2 },
    ],
  },
  {
    company: 'SH',
    code: 'SH-BJ',
    name: '滨江名苑',
    address: '上海市徐汇区龙腾大道2100号',
    developer: '上海滨江房地产开发有限公司',
    deliveredOn: '2019-06-28',
    zones: ['东区', '西区'],
    buildings: [
      { zone: 0, floors: 12, type: '4', units: 2, perFloor: 2 },
      { zone: 0, floors: 12, type: '4', units: 2, perFloor: 2 },
      { zone: 1, floors: 12, type: '4', units: 2, perFloor: 2 },
      { zone: 1, floors: 12, type: '4', units: 2, perFloor: 2 },
    ],
  },
  {
    company: 'HZ',
    code: 'HZ-XX',
    name: '西溪雅苑',
    address: '杭州市西湖区紫金港路88号',
    developer: '杭州西溪置业有限公司',
    deliveredOn: '2018-12-20',
    zones: ['南区', '北区'],
    buildings: [
      { zone: 0, floors: 11, type: '2', units: 2, perFloor: 2 },
      { zone: 0, floors: 11, type: '2', units: 2, perFloor: 2 },
      { zone: 1, floors: 11, type: '2', units: 2, perFloor: 2 },
    ],
  },
];

const AREAS = [
  ['89.56', '72.30', '76.80'],
  ['112.40', '90.15', '95.62'],
  ['135.80', '109.20', '116.45'],
] as const;

/** Estates, zones, buildings, units and houses of the demo companies. */
export async function seedEstates(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  for (const plan of ESTATE_PLANS) {
    const companyId = await ctx.company(plan.company);
    const [estate] = await db
      .insert(schema.estates)
      .values({ companyId, code: plan.code, name: plan.name, address: plan.address, developer: plan.developer, chargeArea: '1', deliveredOn: plan.deliveredOn, phone: '400-820-2026', totalArea: 56000 })
      .returning({ id: schema.estates.id });
    if (!estate) throw new Error('seed: estate');
    const zoneIds: number[] = [];
    for (const [i, zone] of plan.zones.entries()) {
      const [row] = await db.insert(schema.zones).values({ companyId, estateId: estate.id, code: `${plan.code}-Z${i + 1}`, name: zone }).returning({ id: schema.zones.id });
      zoneIds.push(row?.id ?? 0);
    }
    const houses: (typeof schema.houses.$inferInsert)[] = [];
    for (const [b, spec] of plan.buildings.entries()) {
      const no = b + 1;
      const [building] = await db
        .insert(schema.buildings)
        .values({ companyId, estateId: estate.id, zoneId: zoneIds[spec.zone] ?? null, code: `${plan.code}-${no}`, name: `${no}栋`, type: spec.type, floors: spec.floors, completedOn: plan.deliveredOn })
        .returning({ id: schema.buildings.id });
      if (!building) throw new Error('seed: building');
      for (let u = 1; u <= spec.units; u++) {
        const [unit] = await db
          .insert(schema.units)
          .values({ companyId, buildingId: building.id, code: `${plan.code}-${no}-${u}`, name: `${u}单元`, floors: spec.floors })
          .returning({ id: schema.units.id });
        for (let floor = 1; floor <= spec.floors; floor++) {
          for (let k = 1; k <= spec.perFloor; k++) {
            const room = `${floor}${String(k).padStart(2, '0')}`;
            const area = AREAS[(floor + k + u) % AREAS.length] ?? AREAS[0];
            const occupied = (floor * 7 + k * 3 + no) % 10;
            houses.push({
              companyId,
              estateId: estate.id,
              buildingId: building.id,
              unitId: unit?.id ?? null,
              code: `${plan.code}-${no}-${u}-${room}`,
              name: `${plan.name}${no}栋${u}单元${room}室`,
              floor,
              useState: occupied < 7 ? '4' : occupied < 8 ? '3' : occupied < 9 ? '5' : '1',
              useType: occupied === 2 ? '2' : '1',
              buildArea: Number(area[0]),
              useArea: Number(area[1]),
              innerArea: Number(area[2]),
              chargeStartDate: plan.deliveredOn,
            });
          }
        }
      }
    }
    for (let i = 0; i < houses.length; i += 200) await db.insert(schema.houses).values(houses.slice(i, i + 200));
  }
}
