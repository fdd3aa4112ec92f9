import { and, eq, isNull } from 'drizzle-orm';
import { schema } from '@pm/db';
import { chineseName, idNumber, mobile, pick, rng } from './people-names';
import type { SeedContext } from './seed-context';

const BRANDS = ['大众', '丰田', '本田', '比亚迪', '特斯拉', '宝马', '别克', '吉利'];
const COLORS = ['白色', '黑色', '银色', '灰色', '蓝色', '红色'];
const PLATE = { SH: '沪', HZ: '浙A' } as const;

/** Owners (with move-in rows and a few transfers), residents, parking, vehicles, meters, departments, receipt rules. */
export async function seedPeople(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const r = rng(20261121);
  for (const code of ['SH', 'HZ'] as const) {
    const companyId = await ctx.company(code);
    const area = code === 'SH' ? '310115' : '330106';
    const houses = await db
      .select({ id: schema.houses.id, estateId: schema.houses.estateId, useState: schema.houses.useState, chargeStartDate: schema.houses.chargeStartDate })
      .from(schema.houses)
      .where(and(eq(schema.houses.companyId, companyId), isNull(schema.houses.deletedAt)))
      .orderBy(schema.houses.id);
    const owned = houses.filter((h) => h.useState !== '1');
    const ownerRows = owned.map((_, i) => {
      const gender = r() < 0.5 ? 1 : 2;
      return {
        companyId,
        name: chineseName(r),
        type: i % 40 === 0 ? '2' : '1',
        idType: '1',
        idNumber: idNumber(r, area, gender),
        mobile: mobile(r),
        address: code === 'SH' ? '上海市' : '杭州市',
      };
    });
    const owners: { id: number; name: string }[] = [];
    for (let i = 0; i < ownerRows.length; i += 200) {
      owners.push(...(await db.insert(schema.owners).values(ownerRows.slice(i, i + 200)).returning({ id: schema.owners.id, name: schema.owners.name })));
    }
    const events: (typeof schema.houseOwnerEvents.$inferInsert)[] = [];
    const residents: (typeof schema.residents.$inferInsert)[] = [];
    for (const [i, house] of owned.entries()) {
      const owner = owners[i];
      if (!owner) continue;
      const moveIn = house.chargeStartDate ?? '2020-01-01';
      events.push({ companyId, houseId: house.id, ownerId: owner.id, event: '1', share: '100.00', eventDate: moveIn });
      // Every 25th house changed hands: the old owner's rows stay, the new owner's transfer row follows.
      if (i % 25 === 24 && owners[i - 1]) {
        events.push({ companyId, houseId: house.id, ownerId: owner.id, event: '3', share: null, eventDate: '2023-03-15', remark: '出售' });
        events.push({ companyId, houseId: house.id, ownerId: (owners[i - 1] as { id: number }).id, event: '2', share: '100.00', eventDate: '2023-03-15', remark: '过户' });
      }
      residents.push({ companyId, houseId: house.id, name: owner.name, relation: '1', tag: '1', gender: pick(r, ['1', '2']), idType: '1', idNumber: idNumber(r, area), mobile: mobile(r), moveInDate: moveIn });
      const extra = Math.floor(r() * 3);
      for (let k = 0; k < extra; k++) {
        residents.push({ companyId, houseId: house.id, name: chineseName(r), relation: pick(r, ['2', '3', '4', '12']), tag: pick(r, ['1', '2', '3', '4']), gender: pick(r, ['1', '2']), mobile: mobile(r), moveInDate: moveIn });
      }
    }
    for (let i = 0; i < events.length; i += 300) await db.insert(schema.houseOwnerEvents).values(events.slice(i, i + 300));
    for (let i = 0; i < residents.length; i += 300) await db.insert(schema.residents).values(residents.slice(i, i + 300));

    const estates = await db.select({ id: schema.estates.id, code: schema.estates.code }).from(schema.estates).where(eq(schema.estates.companyId, companyId));
    for (const estate of estates) {
      const estateHouses = owned.filter((h) => h.estateId === estate.id);
      const lots = Array.from({ length: 30 }, (_, i) => ({
        companyId,
        estateId: estate.id,
        code: `${estate.code}-P${String(i + 1).padStart(3, '0')}`,
        location: `地下一层${String.fromCharCode(65 + (i % 4))}区`,
        ownerType: i < 20 ? '1' : pick(r, ['2', '3', '5']),
        houseId: i < 20 ? (estateHouses[i * 3]?.id ?? null) : null,
        area: 12.5,
      }));
      const parking = await db.insert(schema.parkingLots).values(lots).returning({ id: schema.parkingLots.id, houseId: schema.parkingLots.houseId });
      const vehicles = parking
        .filter((p) => p.houseId !== null)
        .map((p, i) => ({
          companyId,
          plateNo: `${PLATE[code]}${String.fromCharCode(65 + (i % 20))}${String(10000 + Math.floor(r() * 89999))}`,
          model: pick(r, ['1', '1', '2', '3']),
          brand: pick(r, BRANDS),
          color: pick(r, COLORS),
          houseId: p.houseId,
          parkingId: p.id,
          driver: chineseName(r),
          mobile: mobile(r),
        }));
      if (vehicles.length > 0) await db.insert(schema.vehicles).values(vehicles);
      const meters: (typeof schema.meters.$inferInsert)[] = estateHouses.slice(0, 40).map((h, i) => ({
        companyId,
        estateId: estate.id,
        houseId: h.id,
        code: `${estate.code}-W${String(i + 1).padStart(4, '0')}`,
        kind: '1',
        useAttr: '1',
        multiplier: 1,
        initialReading: Math.round(r() * 50000) / 100,
        installedOn: h.chargeStartDate,
      }));
      meters.push({ companyId, estateId: estate.id, houseId: null, code: `${estate.code}-E-TOTAL`, kind: '2', useAttr: '3', multiplier: 80, initialReading: 0, installedOn: '2020-01-01' });
      await db.insert(schema.meters).values(meters);
      await db.insert(schema.receiptRules).values({ companyId, estateId: estate.id, name: `${estate.code}收据`, prefix: estate.code.replace('-', ''), datePart: '3', serialLength: 5, nextSerial: 1, resetCycle: '3', enabled: true, sample: `${estate.code.replace('-', '')}20261100001` });
    }
    await db.insert(schema.receiptRules).values({ companyId, estateId: null, name: '公司通用收据', prefix: code, datePart: '4', serialLength: 6, nextSerial: 1, resetCycle: '4', enabled: true, sample: `${code}20261121000001` });
    const depts = ['综合管理部', '客户服务部', '工程维修部', '秩序维护部', '环境保洁部', '财务部'];
    await db.insert(schema.departments).values(depts.map((name, i) => ({ companyId, code: `D${String(i + 1).padStart(2, '0')}`, name, manager: chineseName(r), phone: code === 'SH' ? `021-5000${2100 + i}` : `0571-8600${1100 + i}`, sort: i })));
  }
}
