import type { SendDunningInput } from '@pm/contracts';
import { chinaToday } from '@pm/domain';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { JobEngine } from '../../jobs/index';
import type { Session } from '../../http/session';
import { createBatch } from './batch.job';
import type { Channels } from './channels';
import { outboundErrors } from './outbound.errors';
import { sendingTemplate } from './sending-template';
import { arrearsHouses, estateExists, housesOfEstate } from './recipients.repo';

/**
 * 催缴 by SMS or WeChat: the chosen houses of an estate (or all its houses in arrears matching the filters) become a
 * batch whose job writes one message per owner; the figures are read when each message is written and again when it
 * leaves, so a house that paid meanwhile is skipped.
 */
export async function sendDunning(deps: { db: Db; jobs: JobEngine; channels: Channels }, session: Session, input: z.output<typeof SendDunningInput>) {
  const { db, jobs, channels } = deps;
  const template = await sendingTemplate(db, channels, session.companyId, input, 'dunning');
  if (!(await estateExists(db, session.companyId, input.estateId))) throw outboundErrors.noEstate();
  const today = chinaToday();
  let houseIds: number[];
  if (input.houseIds) {
    houseIds = [...new Set(input.houseIds)];
    const found = await housesOfEstate(db, session.companyId, input.estateId, houseIds);
    if (found.length !== houseIds.length) throw outboundErrors.foreignHouses();
  } else {
    houseIds = await arrearsHouses(db, session.companyId, input.estateId, input, today);
    if (houseIds.length === 0) throw outboundErrors.noHouses();
  }
  const { batch, job } = await db.transaction((tx) =>
    createBatch(tx, jobs, {
      companyId: session.companyId,
      purpose: 'dunning',
      template,
      estateId: input.estateId,
      houseIds,
      params: { houseIds: input.houseIds ?? null, minAmount: input.minAmount ?? null, minDays: input.minDays ?? null },
      createdBy: session.userId,
      title: `${input.channel === 'sms' ? '短信' : '微信'}催缴（${houseIds.length}户）`,
    }),
  );
  await jobs.dispatch(job.id);
  return { batchId: batch.id, jobId: job.id, houses: houseIds.length };
}
