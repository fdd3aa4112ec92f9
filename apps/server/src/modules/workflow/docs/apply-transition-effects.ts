// What happens beside a transition, in its transaction: the 发文字号 at the first send, the notices
// to the receivers when a document is 办结.
import { docNumberYear, formatDocNumber, type DocKind, type WfResult } from '@pm/domain';
import type { Tx } from '@pm/db';
import * as docs from './docs.repo';
import { findCompany, findUserBrief } from '../people.repo';

export async function afterTransition(tx: Tx, row: docs.DocRow, r: WfResult): Promise<Partial<docs.DocRow>> {
  const extra: Partial<docs.DocRow> = {};
  if (r.event.action === 'send' && row.sentAt === null) {
    const now = new Date();
    extra.sentAt = now;
    if (row.docNumber === null) {
      const year = docNumberYear(now.toISOString());
      const serial = await docs.takeSerial(tx, row.companyId, row.kind, year);
      const company = await findCompany(tx, row.companyId);
      extra.docNumber = formatDocNumber(company?.nick ?? '', row.kind as DocKind, year, serial);
    }
  }
  if (r.doc.status === 'finished' && row.status !== 'finished') {
    const receivers = await docs.receiversOfDoc(tx, row.id);
    if (receivers.length) {
      const sender = await findUserBrief(tx, row.starterId);
      await docs.publishNotices(tx, { ...row, ...extra }, { name: sender?.name ?? '', phone: sender?.phone ?? '', job: sender?.jobName ?? '' }, receivers);
    }
  }
  return extra;
}
