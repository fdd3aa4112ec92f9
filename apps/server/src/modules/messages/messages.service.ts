import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageInput, NoticeItem, SentMessage, SystemMessage } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { AppError, badRequest, notFound, REJECT } from '../../errors/app-error';
import { ancestorCompanyIds, visibleCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import { renderMessagePdf } from './message-pdf';
import {
  activeUsersIn,
  findCompanyFileRow,
  findCompanyName,
  findMessageFile,
  findMessages,
  findNoticesFor,
  findSentMessages,
  insertMessage,
  markMessageRead,
  markNoticeHandled,
} from './messages.repo';

const fieldError = (path: string, message: string) => badRequest('messages.invalid', message, [{ path, message }]);

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

/** `dataDir`: where uploaded files live (DATA_DIR/files), for the PDFs staff attach to messages. */
export function messagesService(db: Db, dataDir = '') {
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
    if (row.message.fileId !== null) {
      const file = await findMessageFile(db, row.message.fileId);
      if (!file || !/^[a-f0-9]{32}\.pdf$/.test(file.storedName)) throw notFound();
      return readFile(join(dataDir, 'files', file.storedName));
    }
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

  /**
   * A message written by the caller: receivers must be enabled staff of the caller's company or a
   * company below it; msgFormat 0 carries HTML (shown sanitised), 1 an uploaded PDF of the company.
   */
  async function send(session: Session, input: MessageInput): Promise<SentMessage> {
    let fileId: number | null = null;
    let content = input.content;
    if (input.msgFormat === 0) {
      if (!content.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() && !/<img\s/i.test(content)) throw fieldError('content', '请填写消息内容');
    } else {
      if (input.fileId === null) throw fieldError('fileId', '请上传PDF文件');
      const file = await findCompanyFileRow(db, session.companyId, input.fileId);
      if (!file) throw fieldError('fileId', '上传的文件不存在');
      if (file.mime !== 'application/pdf') throw fieldError('fileId', '消息附件必须是PDF文件');
      fileId = file.id;
      content = `file-${file.id}`;
    }
    const companies = await visibleCompanyIds(db, session.companyId);
    const wanted = [...new Map(input.receivers.map((r) => [r.userId, r])).values()];
    const found = new Map((await activeUsersIn(db, companies, wanted.map((r) => r.userId))).map((u) => [u.id, u.companyId]));
    if (wanted.some((r) => found.get(r.userId) !== r.companyId)) throw fieldError('receivers', '接收人不存在、不在职或不在本公司及下级公司范围内');
    const row = await db.transaction((tx) =>
      insertMessage(tx, { companyId: session.companyId, title: input.title, content, msgFormat: input.msgFormat, fileId, createdBy: session.userId }, wanted),
    );
    const [sent] = (await sent_(session)).filter((m) => m.id === row.id);
    if (!sent) throw notFound();
    return sent;
  }

  async function sent_(session: Session): Promise<SentMessage[]> {
    return (await findSentMessages(db, session.userId, session.companyId)).map((r) => ({
      id: r.message.id,
      title: r.message.title,
      msgFormat: r.message.msgFormat === 1 ? 1 : 0,
      content: r.message.content,
      fileName: r.fileName,
      createdAt: r.message.createdAt.toISOString(),
      receivers: Number(r.receivers),
      read: Number(r.read),
      receiverNames: r.receiverNames,
    }));
  }

  return { list, read, confirm, pdf, send, sent: sent_ };
}
