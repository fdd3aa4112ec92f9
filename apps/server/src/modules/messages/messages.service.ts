import type { NoticeItem, SystemMessage } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { AppError, notFound, REJECT } from '../../errors/app-error';
import { ancestorCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import { renderMessagePdf } from './message-pdf';
import { findCompanyName, findMessages, findNoticesFor, markMessageRead, markNoticeHandled } from './messages.repo';

type NoticeRow = Awaited<ReturnType<typeof findNoticesFor>>[number];

function toNotice(r: NoticeRow): NoticeItem {
  return {
    id: r.notice.id,
    docNumber: r.notice.docNumber,
    subject: r.notice.subject,
    createdAt: r.notice.createdAt.toISOString(),
    updatedBy: r.notice.senderName,
    houseName: r.notice.houseName,
    content: r.notice.content,
    handleName: r.handleName,
    handleTime: r.handleTime ? r.handleTime.toISOString() : null,
    phone: r.notice.senderPhone,
    job: r.notice.senderJob,
    edited: r.handleTime !== null,
  };
}

export async function listNoticesFor(db: DbOrTx, session: Session): Promise<NoticeItem[]> {
  return (await findNoticesFor(db, session.userId, session.companyId)).map(toNotice);
}

export const NOTICE_ALREADY_CONFIRMED = '该公文已确认，无需重复确认！';

/** Keeps the last rendered PDFs; a message's PDF never changes once published. */
const PDF_CACHE_SIZE = 20;

export function messagesService(db: Db) {
  const pdfCache = new Map<number, Buffer>();

  async function visibleMessages(session: Session, messageId?: number) {
    const companies = await ancestorCompanyIds(db, session.companyId);
    return findMessages(db, companies, session.userId, messageId);
  }

  async function list(session: Session, unreadOnly: boolean): Promise<SystemMessage[]> {
    const rows = await visibleMessages(session);
    return rows
      .filter((r) => !unreadOnly || r.readAt === null)
      .map((r) => ({
        id: r.message.id,
        title: r.message.title,
        content: r.message.content,
        msgFormat: r.message.msgFormat === 1 ? 1 : 0,
        createdAt: r.message.createdAt.toISOString(),
        read: r.readAt !== null,
      }));
  }

  async function read(session: Session, id: number): Promise<null> {
    const [row] = await visibleMessages(session, id);
    if (!row) throw notFound();
    await markMessageRead(db, id, session.userId);
    return null;
  }

  async function confirm(session: Session, id: number): Promise<NoticeItem> {
    const [row] = await findNoticesFor(db, session.userId, session.companyId, id);
    if (!row) throw notFound();
    if (!(await markNoticeHandled(db, id, session.userId))) {
      throw new AppError(409, 'messages.notice_already_confirmed', NOTICE_ALREADY_CONFIRMED, { code: REJECT });
    }
    const [after] = await findNoticesFor(db, session.userId, session.companyId, id);
    if (!after) throw notFound();
    return toNotice(after);
  }

  /** The PDF of a msgFormat 1 message the caller may see; `docId` must be the message's content. */
  async function pdf(session: Session, docId: string, messageId: number): Promise<Buffer> {
    const [row] = await visibleMessages(session, messageId);
    if (!row || row.message.msgFormat !== 1 || row.message.content !== docId) throw notFound();
    const cached = pdfCache.get(messageId);
    if (cached) return cached;
    const issuer = await findCompanyName(db, row.message.companyId);
    const buffer = await renderMessagePdf({
      title: row.message.title,
      body: row.message.pdfBody ?? '',
      issuer: issuer ?? '',
      issuedAt: row.message.createdAt,
      docId,
    });
    if (pdfCache.size >= PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value as number);
    pdfCache.set(messageId, buffer);
    return buffer;
  }

  return { list, read, confirm, pdf };
}
