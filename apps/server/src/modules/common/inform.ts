import ExcelJS from 'exceljs';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { CompanyLookups } from './company-lookups';
import type { HouseLookups } from './house-lookups';

// Notices are written by the inform area; until then a company has none.

/** /api/common notice look-ups (inform, inform-house, inform-ack, export-inform). */
export class InformLookups {
  constructor(
    private readonly companies: Pick<CompanyLookups, 'company'>,
    private readonly houses: Pick<HouseLookups, 'house'>,
  ) {}

  async list(s: Session, companyId: number) {
    await this.companies.company(s, companyId);
    return { rows: [], unread: 0 };
  }

  async forHouse(s: Session, companyId: number, houseId: number) {
    await this.companies.company(s, companyId);
    await this.houses.house(s, houseId);
    return { rows: [] };
  }

  ack(): never {
    throw notFound('通知不存在或无权访问', 'common.inform_not_found');
  }

  /** The notices of a company as an Excel workbook. */
  async workbook(s: Session, companyId: number): Promise<Buffer> {
    await this.companies.company(s, companyId);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('通知').addRow(['标题', '内容', '发布时间', '已确认']);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
