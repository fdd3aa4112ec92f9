import { arrearsSettingRecord, chargeAccountRecord, chargeItemRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import type { RecordBinding, WriteContext } from '../records/index';
import { arrearsSettingDuplicate } from './charging.errors';
import { arrearsSettingTaken } from './setup.repo';

/** A field's value after the write: the new value when given, else the stored one. */
const after = (values: Record<string, unknown>, ctx: WriteContext, field: string): unknown =>
  field in values ? values[field] : ctx.existing?.[field];

/** One arrears setting per estate and item (no item: the estate's default). */
async function oneArrearsSetting(values: Record<string, unknown>, ctx: WriteContext): Promise<void> {
  const estateId = Number(after(values, ctx, 'estateId'));
  const item = after(values, ctx, 'itemId');
  const itemId = item === null || item === undefined || item === '' ? null : Number(item);
  const id = ctx.existing ? Number(ctx.existing.id) : undefined;
  if (await arrearsSettingTaken(ctx.tx, ctx.session.companyId, estateId, itemId, id)) throw arrearsSettingDuplicate();
}

/** The charging area's plain master data on the record engine: items, accounts, arrears settings. */
export const chargingBindings: RecordBinding[] = [
  { def: chargeItemRecord, table: schema.chargeItems },
  { def: chargeAccountRecord, table: schema.chargeAccounts },
  { def: arrearsSettingRecord, table: schema.arrearsSettings, beforeWrite: oneArrearsSetting },
];
