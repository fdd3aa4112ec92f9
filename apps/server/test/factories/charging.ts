import { eq } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import { buildCompany } from './companies';
import { buildUser, type TestUser } from './users';

// A charging world for server tests: a company with one estate, a building, houses, charge items,
// standards and bindings inserted straight into the tables (as a seed would), and two employees.

export interface ChargingWorld {
  companyId: number;
  estateId: number;
  buildingId: number;
  houses: { id: number; code: string }[];
  items: { property: number; parking: number; garbage: number; water: number; once: number; service: number; share: number };
  clerk: TestUser;
  auditor: TestUser;
}

let seq = 0;

export interface HouseSpec {
  /** Default H<company>-0001, -0002 … in the order given. */
  code?: string;
  buildArea?: string;
  useState?: string;
  floor?: number;
}

export async function buildChargingWorld(db: Db, houses: HouseSpec[] = [{ buildArea: '89.47' }]): Promise<ChargingWorld> {
  const company = await buildCompany(db, { level: 2, type: 'AB' });
  const c = company.id;
  const n = ++seq;
  const [estate] = await db.insert(schema.estates).values({ companyId: c, code: `CE${c}`, name: `计费花园${n}`, chargeArea: '1' }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId: c, estateId: estate!.id, code: `CB${c}`, name: '1栋', type: '4' }).returning();
  const houseRows = await db
    .insert(schema.houses)
    .values(
      houses.map((spec, i) => ({
        companyId: c,
        estateId: estate!.id,
        buildingId: building!.id,
        code: spec.code ?? `H${c}-${String(i + 1).padStart(4, '0')}`,
        name: `1栋${String(i + 1).padStart(4, '0')}`,
        floor: spec.floor ?? 1 + Math.floor(i / 4),
        useState: spec.useState ?? '4',
        useType: '1',
        buildArea: spec.buildArea === undefined ? 100 : Number(spec.buildArea),
      })),
    )
    .returning({ id: schema.houses.id, code: schema.houses.code });
  const item = async (code: string, name: string, category: string, lifetime: string) => {
    const [row] = await db.insert(schema.chargeItems).values({ companyId: c, code, name, category, lifetime }).returning({ id: schema.chargeItems.id });
    return row!.id;
  };
  const items = {
    property: await item('WY', '物业服务费', '1', '1'),
    parking: await item('TC', '停车费', '3', '1'),
    garbage: await item('LJ', '垃圾清运费', '1', '1'),
    water: await item('SF', '水费', '2', '1'),
    once: await item('ZX', '装修管理费', '9', '2'),
    service: await item('TY', '特约服务', '8', '2'),
    share: await item('GT', '公摊水费', '5', '1'),
  };
  const clerk = await buildUser(db, { companyId: c, role: 'emp', name: `计费员${n}` });
  const auditor = await buildUser(db, { companyId: c, role: 'emp', name: `审核员${n}` });
  return { companyId: c, estateId: estate!.id, buildingId: building!.id, houses: houseRows, items, clerk, auditor };
}

export interface StandardSpec {
  itemId: number;
  code: string;
  priceMethod?: string;
  basis?: string;
  unitPrice?: string | null;
  fixedAmount?: string | null;
  vacantRate?: string | null;
  rounding?: string;
  proration?: string;
  validFrom?: string;
  validTo?: string | null;
  tiers?: { from: string; to: string | null; unitPrice: string }[];
}

export async function addStandard(db: Db, w: ChargingWorld, spec: StandardSpec) {
  const [row] = await db
    .insert(schema.chargeStandards)
    .values({
      companyId: w.companyId,
      estateId: w.estateId,
      itemId: spec.itemId,
      code: spec.code,
      name: spec.code,
      priceMethod: spec.priceMethod ?? '1',
      basis: spec.basis ?? 'area',
      unitPrice: spec.unitPrice ?? null,
      fixedAmount: spec.fixedAmount ?? null,
      vacantRate: spec.vacantRate ?? null,
      rounding: spec.rounding ?? 'half_up_2',
      proration: spec.proration ?? 'actual_days',
      validFrom: spec.validFrom ?? '2020-01-01',
      validTo: spec.validTo ?? null,
    })
    .returning({ id: schema.chargeStandards.id });
  if (spec.tiers?.length) {
    await db.insert(schema.chargeStandardTiers).values(spec.tiers.map((t, i) => ({ standardId: row!.id, seq: i + 1, fromQty: t.from, toQty: t.to, unitPrice: t.unitPrice })));
  }
  return row!.id;
}

export async function bind(db: Db, w: ChargingWorld, houseId: number, itemId: number, standardCode: string, startDate = '2020-01-01', extra: { targetType?: string; targetId?: number; endDate?: string | null; quantity?: string } = {}) {
  await db.insert(schema.chargeBindings).values({
    companyId: w.companyId,
    estateId: w.estateId,
    houseId,
    targetType: extra.targetType ?? 'house',
    targetId: extra.targetId ?? houseId,
    itemId,
    standardCode,
    startDate,
    endDate: extra.endDate ?? null,
    quantity: extra.quantity ?? null,
  });
}

export async function addMeter(db: Db, w: ChargingWorld, code: string, useAttr: string, houseId: number | null = null, kind = '1') {
  const [row] = await db.insert(schema.meters).values({ companyId: w.companyId, estateId: w.estateId, houseId, code, kind, useAttr }).returning({ id: schema.meters.id });
  return row!.id;
}

export async function addReading(db: Db, w: ChargingWorld, meterId: number, period: string, usage: string, state = 'C') {
  await db.insert(schema.meterReadings).values({ companyId: w.companyId, estateId: w.estateId, meterId, period, previous: '0', current: usage, usage, state, readOn: `${period}-28` });
}

/** Lines of a company as stored, by id. */
export async function storedLines(db: Db, companyId: number) {
  return db.select().from(schema.billLines).where(eq(schema.billLines.companyId, companyId)).orderBy(schema.billLines.id);
}
