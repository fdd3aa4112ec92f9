import { dec, chinaToday } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { JobEngine, JobKind } from '../../jobs/index';
import { findBatch, insertBatch, setBatchJob } from './batches.repo';
import { dunningValues, reminderValues } from './compose';
import type { Dispatcher } from './dispatcher';
import { writeMessages, type HouseMessage } from './message-writer';
import { meetingHouses, meetingVote } from './meeting.repo';
import { dueFigures, dunningFigures } from './recipients.repo';
import { settingsOf } from './settings.repo';
import { findTemplate, type TemplateRow } from './templates.repo';

// A send batch as a job (消息写入): each task writes the messages of up to HOUSES_PER_TASK houses in its own
// transaction (exactly once, whatever the deliveries); the dispatcher sends them as they land.

export const MESSAGE_BATCH = 'message_batch';
const HOUSES_PER_TASK = 500;

export interface BatchDeps {
  db: Db;
  jobs: JobEngine;
  signName: () => string;
  portalLink: () => string;
  dispatcher: Dispatcher;
}

/** Writes the batch and its job in the caller's transaction; the job is dispatched once that commits. */
export async function createBatch(
  tx: DbOrTx,
  jobs: JobEngine,
  b: { companyId: number; purpose: string; template: TemplateRow; estateId: number | null; houseIds: number[]; params: Record<string, unknown>; createdBy: number | null; title: string },
) {
  const batch = await insertBatch(tx, {
    companyId: b.companyId,
    purpose: b.purpose,
    channel: b.template.channel,
    templateId: b.template.id,
    estateId: b.estateId,
    params: b.params,
    createdBy: b.createdBy,
  });
  const tasks: { houseIds: number[] }[] = [];
  for (let i = 0; i < b.houseIds.length; i += HOUSES_PER_TASK) tasks.push({ houseIds: b.houseIds.slice(i, i + HOUSES_PER_TASK) });
  const job = await jobs.create(tx, { companyId: b.companyId, kind: MESSAGE_BATCH, title: b.title, createdBy: b.createdBy, refId: batch.id, params: { batchId: batch.id }, total: b.houseIds.length, tasks });
  await setBatchJob(tx, batch.id, job.id);
  return { batch, job };
}

/** The houses' side of their messages for the batch's purpose; houses with nothing to say (paid up) drop out. */
async function houseMessages(db: DbOrTx, deps: BatchDeps, batch: { companyId: number; purpose: string; params: unknown }, houseIds: number[]): Promise<HouseMessage[]> {
  const link = deps.portalLink();
  if (batch.purpose === 'dunning') {
    const figures = await dunningFigures(db, batch.companyId, houseIds);
    return houseIds.flatMap((id) => {
      const f = figures.get(id);
      if (!f || !dec(f.open).greaterThan(0)) return [];
      const values = dunningValues(f, '', link);
      return [{ houseId: id, estateId: f.estateId, houseName: f.houseName, values, amount: dec(f.open).toFixed(2) }];
    });
  }
  if (batch.purpose === 'reminder') {
    const dueDate = String((batch.params as { dueDate?: string }).dueDate ?? '');
    const figures = await dueFigures(db, batch.companyId, houseIds, dueDate);
    return houseIds.flatMap((id) => {
      const f = figures.get(id);
      if (!f || !dec(f.open).greaterThan(0)) return [];
      return [
        { houseId: id, estateId: f.estateId, houseName: f.houseName, values: reminderValues(f, '', dueDate, link), amount: dec(f.open).toFixed(2), context: { dueDate }, dedupeKey: `reminder:${id}:${dueDate}` },
      ];
    });
  }
  if (batch.purpose === 'meeting') {
    const voteId = Number((batch.params as { voteId?: number }).voteId);
    const vote = await meetingVote(db, batch.companyId, voteId);
    if (!vote?.open) return [];
    const houses = await meetingHouses(db, batch.companyId, houseIds);
    const today = chinaToday();
    return houseIds.flatMap((id) => {
      const h = houses.get(id);
      if (!h) return [];
      const values = { 房屋: h.houseName, 物业公司: h.companyName, 会议标题: vote.title, 开始时间: vote.startsOn, 截止时间: vote.endsOn };
      return [{ houseId: id, estateId: h.estateId, houseName: h.houseName, values, amount: null, context: { voteId }, dedupeKey: `meeting:${voteId}:${today}:${id}` }];
    });
  }
  return [];
}

export function messageBatchKind(deps: BatchDeps): JobKind {
  const { db, jobs } = deps;
  return {
    kind: MESSAGE_BATCH,
    queue: 'message-batch',
    expireInSeconds: 300,
    retryLimit: 3,
    retryDelaySeconds: 5,
    concurrency: 2,
    runTask: async (run) => {
      const batchId = Number((run.job.params as { batchId?: number }).batchId);
      const { houseIds } = run.task.data as { houseIds: number[] };
      const batch = await findBatch(db, batchId);
      const template = batch?.templateId ? await findTemplate(db, batch.companyId, batch.templateId) : undefined;
      if (!batch || !template) {
        await jobs.refuse(run, '消息模板已删除');
        return;
      }
      const settings = await settingsOf(db, batch.companyId);
      const now = new Date();
      const done = await jobs.inTask(run, async (tx) => {
        const houses = await houseMessages(tx, deps, batch, houseIds);
        await writeMessages(tx, { companyId: batch.companyId, batchId: batch.id, purpose: batch.purpose, template, settings, signName: deps.signName(), today: chinaToday(now), now, createdBy: batch.createdBy, houses });
        return houseIds.length;
      });
      if (done) deps.dispatcher.kick();
    },
    describe: (error) => `消息写入失败：${error instanceof Error ? error.message : String(error)}`.slice(0, 500),
  };
}
