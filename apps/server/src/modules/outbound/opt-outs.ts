import type { OptOutInput, OptOutQuery, OptOutRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { Session } from '../../http/session';
import { outboundErrors } from './outbound.errors';
import * as repo from './opt-outs.repo';

type Row = z.output<typeof OptOutRow>;

const answer = (r: { row: Awaited<ReturnType<typeof repo.insertOptOut>>; createdByName: string | null }): Row => ({
  id: r.row.id,
  channel: r.row.channel as Row['channel'],
  address: r.row.address,
  reason: r.row.reason,
  createdAt: r.row.createdAt.toISOString(),
  createdByName: r.createdByName,
});

export async function listOptOuts(db: Db, session: Session, q: z.output<typeof OptOutQuery>) {
  const { total, rows } = await repo.pageOptOuts(db, session.companyId, q);
  return { total, page: q.page, size: q.size, rows: rows.map(answer) };
}

export async function addOptOut(db: Db, session: Session, input: z.output<typeof OptOutInput>) {
  const address = input.channel === 'sms' ? input.address.replace(/^(?:\+?86)/, '') : input.address;
  if (input.channel === 'sms' && !/^1[3-9]\d{9}$/.test(address)) throw outboundErrors.badAddress('sms');
  if (input.channel === 'wechat' && !/^[\w-]{6,64}$/.test(address)) throw outboundErrors.badAddress('wechat');
  const row = await repo.insertOptOut(db, { companyId: session.companyId, channel: input.channel, address, reason: input.reason, createdBy: session.userId });
  const { rows } = await repo.pageOptOuts(db, session.companyId, { q: address, page: 1, size: 50 });
  return answer(rows.find((r) => r.row.id === row.id) ?? { row, createdByName: null });
}

export async function removeOptOut(db: Db, session: Session, id: number): Promise<null> {
  const gone = await repo.deleteOptOut(db, session.companyId, id);
  if (gone.length === 0) throw outboundErrors.noOptOut();
  return null;
}
