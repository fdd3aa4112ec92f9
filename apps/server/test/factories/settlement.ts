import { schema, type Db } from '@pm/db';
import type { ChargingWorld } from './charging';

// Settlement fixtures over a charging world: released bill lines (opened in bill_line_open by the
// ledger triggers, as a bill run's release does), arrears settings, and items of the counter's
// categories (deposit, pass-through).

let lineSeq = 0;

export interface ReleasedLineSpec {
  period: string;
  net: string;
  due: string;
  /** Default: the world's property (物业服务费) item. */
  itemId?: number;
  /** house (default) | parking | meter | share | service | other */
  targetType?: string;
}

/** Released lines of a house, in the order given; answers their ids. */
export async function releasedLines(db: Db, world: ChargingWorld, houseId: number, lines: ReleasedLineSpec[]): Promise<number[]> {
  const rows = await db
    .insert(schema.billLines)
    .values(
      lines.map((l) => {
        const itemId = l.itemId ?? world.items.property;
        const targetType = l.targetType ?? 'house';
        return {
          companyId: world.companyId,
          estateId: world.estateId,
          houseId,
          itemId,
          targetType,
          targetId: houseId,
          period: l.period,
          periodFrom: `${l.period}-01`,
          periodTo: `${l.period}-28`,
          billKey: `${houseId}:${itemId}:${targetType}:${houseId}:${l.period}:s${++lineSeq}`,
          gross: l.net,
          net: l.net,
          dueDate: l.due,
          status: 'released',
          releasedAt: new Date(),
        };
      }),
    )
    .returning({ id: schema.billLines.id });
  return rows.map((r) => r.id);
}

export interface ArrearsSpec {
  itemId?: number | null;
  /** Per day as a number, e.g. 0.0003 (the column is numeric(8,6) read as a number). */
  ratePerDay: number;
  graceDays?: number;
  capRatio?: number | null;
}

/** An arrears setting (欠费设置) of the world's estate: the item's own, or the estate default (itemId null). */
export async function arrearsSetting(db: Db, world: ChargingWorld, spec: ArrearsSpec) {
  await db.insert(schema.arrearsSettings).values({
    companyId: world.companyId,
    estateId: world.estateId,
    itemId: spec.itemId ?? null,
    graceDays: spec.graceDays ?? 0,
    lateRatePerDay: spec.ratePerDay,
    lateCapRatio: spec.capRatio ?? null,
  });
}

let itemSeq = 0;

/** A charge item of the world's company: category '7' is 押金 (deposit); passThrough makes it 委收. */
export async function settleItem(db: Db, world: ChargingWorld, spec: { name: string; category: string; passThrough?: boolean; deductFromPrepay?: boolean }) {
  const [row] = await db
    .insert(schema.chargeItems)
    .values({
      companyId: world.companyId,
      code: `SI${++itemSeq}`,
      name: spec.name,
      category: spec.category,
      lifetime: '2',
      passThrough: spec.passThrough ?? false,
      deductFromPrepay: spec.deductFromPrepay ?? true,
    })
    .returning({ id: schema.chargeItems.id });
  return row!.id;
}

/** A receipt rule (收据编号规则) of the world's company, for its estate or (estateId null) company-wide. */
export async function receiptRule(
  db: Db,
  world: ChargingWorld,
  spec: { prefix: string; datePart?: string; serialLength?: number; nextSerial?: number; resetCycle?: string; estateId?: number | null },
) {
  const [row] = await db
    .insert(schema.receiptRules)
    .values({
      companyId: world.companyId,
      estateId: spec.estateId === undefined ? world.estateId : spec.estateId,
      name: `规则${spec.prefix}`,
      prefix: spec.prefix,
      datePart: spec.datePart ?? '1',
      serialLength: spec.serialLength ?? 4,
      nextSerial: spec.nextSerial ?? 1,
      resetCycle: spec.resetCycle ?? '1',
    })
    .returning({ id: schema.receiptRules.id });
  return row!.id;
}
