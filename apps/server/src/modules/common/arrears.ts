import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import type { EstateLookups } from './estate-lookups';
import type { HouseLookups } from './house-lookups';
import { countHouses } from './house.repo';

// No bills exist before the charging area: no house is in arrears.

/** /api/common arrears look-ups (arrears-house-summary, arrears-house-date, arrears-house-detail). */
export class ArrearsLookups {
  constructor(
    private readonly db: Db,
    private readonly estates: Pick<EstateLookups, 'estate'>,
    private readonly houses: Pick<HouseLookups, 'house'>,
  ) {}

  async summary(s: Session, estateId: number | undefined) {
    if (estateId) await this.estates.estate(s, estateId);
    return { houses: await countHouses(this.db, s.companyId, estateId), arrearsHouses: 0, amount: '0.00' };
  }

  async houseDate(s: Session, houseId: number) {
    const house = await this.houses.house(s, houseId);
    return { houseId: house.id, earliest: null, months: 0 };
  }

  async houseDetail(s: Session, houseId: number) {
    const house = await this.houses.house(s, houseId);
    return { houseId: house.id, total: '0.00', rows: [] };
  }
}
