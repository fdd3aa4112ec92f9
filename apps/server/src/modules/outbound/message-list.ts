import type { HouseMessagesInput, LatestSentInput, OutboundMessageQuery, MessageRow as Row, ResendInput } from '@pm/contracts';
import { dec } from '@pm/domain';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { Session } from '../../http/session';
import type { Dispatcher } from './dispatcher';
import * as repo from './messages.repo';

type Answer = z.output<typeof Row>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function answer({ message: m, createdByName }: { message: repo.MessageRow; createdByName: string | null }): Answer {
  return {
    id: m.id,
    batchId: m.batchId,
    purpose: m.purpose as Answer['purpose'],
    channel: m.channel as Answer['channel'],
    houseId: m.houseId,
    houseName: m.houseName,
    recipientName: m.recipientName,
    address: m.address,
    templateName: m.templateName,
    content: m.content,
    amount: m.amount === null ? null : dec(m.amount).toFixed(2),
    state: m.state as Answer['state'],
    reason: m.reason,
    parts: m.parts,
    cost: m.cost === null ? null : dec(m.cost).toFixed(4),
    attempts: m.attempts,
    createdAt: m.createdAt.toISOString(),
    notBefore: m.state === 'queued' ? iso(m.notBefore) : null,
    sentAt: iso(m.sentAt),
    deliveredAt: iso(m.deliveredAt),
    createdByName,
    resendOf: m.resendOf,
  };
}

export async function listMessages(db: Db, session: Session, q: z.output<typeof OutboundMessageQuery>) {
  const { total, rows, counts } = await repo.pageMessages(db, session.companyId, q);
  return { total, page: q.page, size: q.size, rows: rows.map(answer), counts };
}

export async function houseMessages(db: Db, session: Session, input: z.output<typeof HouseMessagesInput>) {
  return (await repo.houseMessages(db, session.companyId, input.houseId)).map(answer);
}

export async function latestSent(db: Db, session: Session, input: z.output<typeof LatestSentInput>) {
  const rows = await repo.latestSent(db, session.companyId, [...new Set(input.houseIds)], input.purpose);
  return rows.map((r) => ({ houseId: r.houseId!, channel: r.channel as Answer['channel'], state: r.state as Answer['state'], at: r.at.toISOString() }));
}

/**
 * 重发: a failed or unsent message is queued again as a new row naming it (the old row keeps what happened); one
 * without an address (no mobile on file then) or already resent is left out. Answers how many were queued.
 */
export async function resend(deps: { db: Db; dispatcher: Dispatcher }, session: Session, input: z.output<typeof ResendInput>) {
  const sources = await repo.messagesByIds(deps.db, session.companyId, [...new Set(input.ids)]);
  const rows = sources
    .filter((m) => (m.state === 'failed' || m.state === 'skipped') && m.address !== '' && m.channel !== 'print')
    .map(
      (m): repo.NewMessage => ({
        companyId: m.companyId,
        batchId: m.batchId,
        purpose: m.purpose,
        channel: m.channel,
        houseId: m.houseId,
        estateId: m.estateId,
        houseName: m.houseName,
        recipientName: m.recipientName,
        address: m.address,
        templateId: m.templateId,
        templateName: m.templateName,
        vendorCode: m.vendorCode,
        content: m.content,
        params: m.params,
        url: m.url,
        context: m.context,
        amount: m.amount,
        parts: m.parts,
        resendOf: m.id,
        dedupeKey: `resend:${m.id}`,
        createdBy: session.userId,
      }),
    );
  const queued = await repo.insertMessages(deps.db, rows);
  if (queued > 0) deps.dispatcher.kick();
  return { queued };
}
