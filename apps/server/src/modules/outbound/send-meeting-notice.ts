import type { SendMeetingNoticeInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { JobEngine } from '../../jobs/index';
import type { Session } from '../../http/session';
import { createBatch } from './batch.job';
import type { Channels } from './channels';
import { meetingVote } from './meeting.repo';
import { outboundErrors } from './outbound.errors';
import { sendingTemplate } from './sending-template';

/**
 * 会议/表决通知: the owners of every house on an open vote's voter list are told its title and dates, by SMS or WeChat;
 * a batch job writes the messages (once per house, address and day however often it is asked), and a message still
 * waiting when the vote closes is not sent.
 */
export async function sendMeetingNotice(deps: { db: Db; jobs: JobEngine; channels: Channels }, session: Session, input: z.output<typeof SendMeetingNoticeInput>) {
  const { db, jobs, channels } = deps;
  const template = await sendingTemplate(db, channels, session.companyId, input, 'meeting');
  const vote = await meetingVote(db, session.companyId, input.voteId);
  if (!vote) throw outboundErrors.noVote();
  if (!vote.open) throw outboundErrors.voteClosed();
  if (vote.houseIds.length === 0) throw outboundErrors.noVoters();
  const { batch, job } = await db.transaction((tx) =>
    createBatch(tx, jobs, {
      companyId: session.companyId,
      purpose: 'meeting',
      template,
      estateId: vote.estateId,
      houseIds: vote.houseIds,
      params: { voteId: vote.id },
      createdBy: session.userId,
      title: `${input.channel === 'sms' ? '短信' : '微信'}会议/表决通知（${vote.houseIds.length}户）`,
    }),
  );
  await jobs.dispatch(job.id);
  return { batchId: batch.id, jobId: job.id, houses: vote.houseIds.length };
}
