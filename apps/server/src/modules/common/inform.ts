import ExcelJS from 'exceljs';
import { HOME_INFO_MENU_IDS } from '@pm/contracts';
import type { Db } from '@pm/db';
import { conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { CompanyLookups } from './company-lookups';
import type { HouseLookups } from './house-lookups';
import * as repo from './inform.repo';

type Stored = Awaited<ReturnType<typeof repo.findInforms>>[number];

function answer({ notice, handleTime }: Stored) {
  return {
    id: notice.id,
    title: notice.subject,
    content: notice.content,
    createdAt: new Date(notice.createdAt).toISOString(),
    acked: handleTime !== null,
    docNumber: notice.docNumber,
    houseId: notice.houseId,
    houseName: notice.houseName,
    senderName: notice.senderName,
    senderPhone: notice.senderPhone,
    senderJob: notice.senderJob,
    ackedAt: handleTime ? new Date(handleTime).toISOString() : null,
  };
}

const text = (html: string) => html.replace(/<\/p>/g, '\n').replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim();

/**
 * /api/common notice look-ups (inform, inform-house, inform-ack, export-inform): the caller's 告知公文
 * notices of a menu (e.g. 170 催缴通知), confirmed once. Notices older than the estate's arrears
 * setting's noticeKeepDays are cleared: not listed, not exported (inform.repo.ts).
 */
export class InformLookups {
  constructor(
    private readonly db: Db,
    private readonly companies: Pick<CompanyLookups, 'company'>,
    private readonly houses: Pick<HouseLookups, 'house'>,
  ) {}

  async list(s: Session, companyId: number, menu: number) {
    await this.companies.company(s, companyId);
    const rows = (await repo.findInforms(this.db, s.userId, companyId, menu)).map(answer);
    return { rows, unread: rows.filter((r) => !r.acked).length };
  }

  async forHouse(s: Session, companyId: number, menu: number, houseId: number) {
    await this.companies.company(s, companyId);
    await this.houses.house(s, houseId);
    return { rows: (await repo.findInforms(this.db, s.userId, companyId, menu, houseId)).map(answer) };
  }

  /** The home page's notices (spec 9's id list): per listed menu, in the list's order, the caller's unconfirmed ones. */
  async home(s: Session) {
    const counts = new Map((await repo.countUnreadByMenu(this.db, s.userId, s.companyId, HOME_INFO_MENU_IDS)).map((c) => [c.menu, c.unread]));
    return { menus: HOME_INFO_MENU_IDS.map((menu) => ({ menu, unread: counts.get(menu) ?? 0 })) };
  }

  /** 确定: once per recipient; a notice not addressed to the caller in the caller's company is 404. */
  async ack(s: Session, id: number) {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockRecipient(tx, s.userId, s.companyId, id);
      if (!row) throw notFound('通知不存在或无权访问', 'common.inform_not_found');
      if (row.handleTime !== null || !(await repo.ackRecipient(tx, s.userId, id))) throw conflict('common.inform_acked', '该通知已确认');
    });
    return null;
  }

  /** The caller's notices of a menu as an Excel workbook. */
  async workbook(s: Session, companyId: number, menu: number): Promise<Buffer> {
    await this.companies.company(s, companyId);
    const rows = (await repo.findInforms(this.db, s.userId, companyId, menu)).map(answer);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('通知');
    sheet.addRow(['文号', '标题', '房屋', '内容', '发文人', '发布时间', '已确认']);
    for (const r of rows) sheet.addRow([r.docNumber, r.title, r.houseName, text(r.content), r.senderName, r.createdAt, r.acked ? '是' : '否']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
