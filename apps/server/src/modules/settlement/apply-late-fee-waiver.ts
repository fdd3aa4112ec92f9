import type { z } from 'zod';
import type { WaiveInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import * as repo from './counter.repo';
import { settleErrors } from './settlement.errors';

/** 减免违约金: the open line of the company accrues no late fee from now on (append-only waiver with its reason). */
export async function waiveLateFee({ db }: { db: Db }, s: Session, input: z.output<typeof WaiveInput>) {
  return db.transaction(async (tx) => {
    const line = await repo.findOpenLine(tx, s.companyId, input.lineId);
    if (!line) throw settleErrors.lineGone();
    if (line.waived) throw settleErrors.alreadyWaived();
    await repo.insertWaiver(tx, { lineId: line.id, companyId: s.companyId, reason: input.reason, waivedBy: s.userId });
    await logOperation(tx, s, { recordKey: 'settle-late-fee-waivers', recordId: line.id, action: 'waive', detail: { houseId: line.houseId, reason: input.reason } });
    return { lineId: line.id, waived: true as const };
  });
}
