import type { Db } from '@pm/db';
import { AGEING_BUCKETS, chinaToday, daysOverdue, dec, lineDue, sumAmounts } from '@pm/domain';
import type { Session } from '../../http/session';
import { bucketSums } from '../arrears/index';
import { houseArrearsDate, houseDueLines } from './arrears.repo';
import type { EstateLookups } from './estate-lookups';
import type { HouseLookups } from './house-lookups';
import { countHouses } from './house.repo';

// Live arrears as of today in China: open lines whose due date has passed (notes C20, C22).

/** /api/common arrears look-ups (arrears-house-summary, arrears-house-date, arrears-house-detail). */
export class ArrearsLookups {
  constructor(
    private readonly db: Db,
    private readonly estates: Pick<EstateLookups, 'estate'>,
    private readonly houses: Pick<HouseLookups, 'house'>,
  ) {}

  async summary(s: Session, estateId: number | undefined) {
    if (estateId) await this.estates.estate(s, estateId);
    const today = chinaToday();
    const [houses, sums] = await Promise.all([countHouses(this.db, s.companyId, estateId), bucketSums(this.db, s.companyId, today, estateId)]);
    const total = sums.find((r) => r.code === null);
    return {
      houses,
      arrearsHouses: total?.houses ?? 0,
      amount: dec(total?.amount ?? '0').toFixed(2),
      lines: total?.lines ?? 0,
      buckets: AGEING_BUCKETS.map((b) => {
        const row = sums.find((r) => r.code === b.code);
        return { code: b.code, label: b.label, houses: row?.houses ?? 0, amount: dec(row?.amount ?? '0').toFixed(2) };
      }),
    };
  }

  async houseDate(s: Session, houseId: number) {
    const house = await this.houses.house(s, houseId);
    return { houseId: house.id, ...(await houseArrearsDate(this.db, s.companyId, house.id, chinaToday())) };
  }

  /** One house's open due lines with the late fee as of today (domain lineDue, a page of rows). */
  async houseDetail(s: Session, houseId: number) {
    const house = await this.houses.house(s, houseId);
    const today = chinaToday();
    const lines = await houseDueLines(this.db, s.companyId, house.id, today);
    const rows = lines.map((l) => {
      const late = l.rate !== null && !l.waived ? { ratePerDay: l.rate, graceDays: l.grace_days ?? 0, capRatio: l.cap, from: l.late_from } : null;
      const due = lineDue({ id: Number(l.line_id), dueDate: l.due_date, priority: 0, open: l.open, late, prepayAllowed: false }, today);
      return {
        lineId: Number(l.line_id),
        period: l.period,
        item: l.item,
        amount: due.principal,
        dueDate: l.due_date,
        daysOverdue: daysOverdue(l.due_date, today),
        lateFee: due.lateFee,
      };
    });
    return { houseId: house.id, total: sumAmounts(rows.map((r) => r.amount)), lateFee: sumAmounts(rows.map((r) => r.lateFee)), rows };
  }
}
