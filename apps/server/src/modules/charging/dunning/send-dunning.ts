import type { z } from 'zod';
import { DUNNING_MENU_ID, type DunningCandidateQuery, type DunningNoticeQuery, type DunningSendInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { capitalAmount, chinaToday, daysOverdue, dec } from '@pm/domain';
import { conflict } from '../../../errors/app-error';
import { escapeHtml } from '../../../http/escape-html';
import type { Session } from '../../../http/session';
import { chargingNotFound, fieldError } from '../charging.errors';
import * as repo from './dunning.repo';

/** Traditional spellings of the placeholders (a zh-TW user types these). */
const TRADITIONAL: Record<string, string> = { 業主: '业主', 欠費金額: '欠费金额', 欠費金額大寫: '欠费金额大写', 最早欠費日期: '最早欠费日期', 欠費月數: '欠费月数' };

/** The template with its placeholders filled, as HTML paragraphs (every text escaped). */
export function renderDunning(template: string, values: Record<string, string>) {
  const filled = template.replace(/\{(房屋|业主|業主|欠费金额大写|欠費金額大寫|欠费金额|欠費金額|最早欠费日期|最早欠費日期|欠费月数|欠費月數)\}/g, (_, key: string) => values[TRADITIONAL[key] ?? key] ?? '');
  return filled
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * 催缴通知: the houses of an estate in arrears (live from house_receivables and bill_line_open) and
 * one 告知公文 notice per chosen house, numbered without gaps per company and year
 * (催字〔2026〕第000123号) in the transaction that writes them.
 */
export class Dunning {
  constructor(private readonly db: Db) {}

  async candidates(session: Session, q: z.output<typeof DunningCandidateQuery>) {
    if (!(await repo.findEstate(this.db, session.companyId, q.estateId))) throw chargingNotFound('楼盘');
    const today = chinaToday();
    const { total, rows } = await repo.pageCandidates(this.db, session.companyId, today, q);
    return {
      total,
      page: q.page,
      size: q.size,
      rows: rows.map((r) => ({
        ...r,
        open: dec(r.open).toFixed(2),
        daysOverdue: daysOverdue(r.oldestDueDate, today),
      })),
    };
  }

  async send(session: Session, input: z.output<typeof DunningSendInput>) {
    const houseIds = [...new Set(input.houseIds)];
    const receiverIds = [...new Set(input.receiverIds?.length ? input.receiverIds : [session.userId])];
    const today = chinaToday();
    const year = Number(today.slice(0, 4));
    return this.db.transaction(async (tx) => {
      if (!(await repo.findEstate(tx, session.companyId, input.estateId))) throw chargingNotFound('楼盘');
      const users = await repo.companyUsers(tx, session.companyId, [...new Set([...receiverIds, session.userId])]);
      const unknown = receiverIds.filter((id) => !users.some((u) => u.id === id));
      if (unknown.length) throw fieldError('receiverIds', '接收人不存在或不属于本公司');
      const sender = users.find((u) => u.id === session.userId);
      const figures = await repo.lockedFigures(tx, session.companyId, input.estateId, houseIds);
      if (figures.length !== houseIds.length) throw chargingNotFound('房屋');
      const clear = figures.filter((f) => !dec(f.open).greaterThan(0));
      if (clear.length) {
        const names = clear.map((f) => f.houseName);
        throw conflict('charging.dunning_no_arrears', `以下房屋没有欠费：${names.slice(0, 10).join('、')}${names.length > 10 ? `等${names.length}户` : ''}`);
      }
      const byId = new Map(figures.map((f) => [f.houseId, f]));
      const first = await repo.takeNumbers(tx, session.companyId, '催', year, houseIds.length);
      const rows = houseIds.map((houseId, i) => {
        const f = byId.get(houseId)!;
        const amount = dec(f.open).toFixed(2);
        const content = renderDunning(input.template, {
          房屋: f.houseName,
          业主: f.ownerName ?? '',
          欠费金额: amount,
          欠费金额大写: capitalAmount(amount),
          最早欠费日期: f.oldestDueDate ?? '',
          欠费月数: String(f.months ?? 0),
        });
        return {
          companyId: session.companyId,
          docNumber: `催字〔${year}〕第${String(first + i).padStart(6, '0')}号`,
          subject: input.subject,
          houseName: f.houseName,
          content,
          senderName: sender?.name ?? '',
          senderPhone: sender?.phone ?? '',
          senderJob: sender?.jobName ?? '',
          menuId: DUNNING_MENU_ID,
          houseId,
          estateId: input.estateId,
          amount,
          updatedBy: session.userId,
        };
      });
      const written = await repo.insertNotices(tx, rows);
      await repo.insertRecipients(
        tx,
        written.flatMap((w) => receiverIds.map((userId) => ({ noticeId: w.id, userId }))),
      );
      return {
        sent: written.length,
        notices: written.map((w, i) => ({ id: w.id, houseId: w.houseId!, docNumber: rows[i]!.docNumber, amount: rows[i]!.amount })),
      };
    });
  }

  async list(session: Session, q: z.output<typeof DunningNoticeQuery>) {
    const { total, rows } = await repo.pageNotices(this.db, session.companyId, DUNNING_MENU_ID, q);
    return {
      total,
      page: q.page,
      size: q.size,
      rows: rows.map(({ notice, recipients, acked }) => ({
        id: notice.id,
        docNumber: notice.docNumber,
        subject: notice.subject,
        houseId: notice.houseId,
        houseName: notice.houseName,
        amount: notice.amount === null ? null : dec(notice.amount).toFixed(2),
        content: notice.content,
        senderName: notice.senderName,
        createdAt: new Date(notice.createdAt).toISOString(),
        recipients,
        acked,
      })),
    };
  }
}
