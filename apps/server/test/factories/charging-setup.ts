import { schema, type Db } from '@pm/db';
import { buildCompany } from './companies';
import { buildUser, type TestUser } from './users';

/** A company ready for charging: one estate, two buildings, three houses, spaces, meters, items, two staff. */
export interface ChargingWorld {
  companyId: number;
  estateId: number;
  buildingIds: [number, number];
  /** h1 (building 1, start 2024-01-01), h2 (building 1, start 2024-03-15), h3 (building 2, no start date). */
  houses: { id: number; code: string }[];
  /** Parking space of h1. */
  parkingId: number;
  /** m1: h1, initial reading 100, ×1; m2: h2, no initial reading, ×10; m3: h3, ×1. */
  meters: { id: number; code: string }[];
  itemId: number;
  waterItemId: number;
  reader: TestUser;
  auditor: TestUser;
}

let seq = 0;

export async function buildChargingWorld(db: Db): Promise<ChargingWorld> {
  seq += 1;
  const company = await buildCompany(db);
  const c = company.id;
  const tag = `${c}x${seq}`;
  const [estate] = await db.insert(schema.estates).values({ companyId: c, code: `CE${tag}`, name: `收费花园${tag}`, chargeArea: '1' }).returning();
  const estateId = estate!.id;
  const buildings = await db
    .insert(schema.buildings)
    .values([1, 2].map((n) => ({ companyId: c, estateId, code: `CB${tag}-${n}`, name: `${n}栋`, type: '4' })))
    .returning();
  const houseValues = [
    { code: `H${tag}-0101`, buildingId: buildings[0]!.id, chargeStartDate: '2024-01-01' },
    { code: `H${tag}-0102`, buildingId: buildings[0]!.id, chargeStartDate: '2024-03-15' },
    { code: `H${tag}-0201`, buildingId: buildings[1]!.id, chargeStartDate: null },
  ];
  const houses = await db
    .insert(schema.houses)
    .values(houseValues.map((h) => ({ companyId: c, estateId, buildingId: h.buildingId, code: h.code, name: `房屋${h.code}`, useState: '4', useType: '1', buildArea: 89.47, chargeStartDate: h.chargeStartDate })))
    .returning();
  const [parking] = await db.insert(schema.parkingLots).values({ companyId: c, estateId, code: `P${tag}`, ownerType: '1', houseId: houses[0]!.id }).returning();
  const meters = await db
    .insert(schema.meters)
    .values([
      { companyId: c, estateId, houseId: houses[0]!.id, code: `M${tag}-1`, kind: '1', useAttr: '1', multiplier: 1, initialReading: 100 },
      { companyId: c, estateId, houseId: houses[1]!.id, code: `M${tag}-2`, kind: '1', useAttr: '1', multiplier: 10 },
      { companyId: c, estateId, houseId: houses[2]!.id, code: `M${tag}-3`, kind: '2', useAttr: '1', multiplier: 1 },
    ])
    .returning();
  const items = await db
    .insert(schema.chargeItems)
    .values([
      { companyId: c, code: `WY${tag}`, name: '物业服务费', category: '1', lifetime: '1', cycleMonths: 1 },
      { companyId: c, code: `SF${tag}`, name: '水费', category: '2', lifetime: '1', cycleMonths: 1 },
    ])
    .returning();
  const reader = await buildUser(db, { companyId: c, role: 'emp', name: '抄表员' });
  const auditor = await buildUser(db, { companyId: c, role: 'emp', name: '审核员' });
  return {
    companyId: c,
    estateId,
    buildingIds: [buildings[0]!.id, buildings[1]!.id],
    houses: houses.map((h) => ({ id: h.id, code: h.code })),
    parkingId: parking!.id,
    meters: meters.map((m) => ({ id: m.id, code: m.code })),
    itemId: items[0]!.id,
    waterItemId: items[1]!.id,
    reader,
    auditor,
  };
}

/** A bill line that used a standard (pending audit, so still a draft): marks the version used. */
export async function billLineUsing(db: Db, w: ChargingWorld, standardId: number | null, readingId: number | null = null): Promise<number> {
  seq += 1;
  const [line] = await db
    .insert(schema.billLines)
    .values({
      companyId: w.companyId,
      estateId: w.estateId,
      houseId: w.houses[0]!.id,
      itemId: w.itemId,
      targetType: 'house',
      targetId: w.houses[0]!.id,
      standardId,
      readingId,
      period: '2024-04',
      periodFrom: '2024-04-01',
      periodTo: '2024-04-30',
      billKey: `test:${seq}`,
      quantity: '89.4700',
      unitPrice: '2.3000',
      gross: '205.78',
      net: '205.78',
      dueDate: '2024-04-01',
      status: 'pending_audit',
    })
    .returning();
  return line!.id;
}
