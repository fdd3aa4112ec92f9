import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { commonNotFound } from './common-not-found';
import { findEstate, findEstateHouses, findEstates, findZones } from './estate.repo';

/** /api/common estate look-ups (estates, estate/zone, estate/house, estate-dev): the caller's company's live estates. */
export class EstateLookups {
  constructor(private readonly db: Db) {}

  async estates(s: Session) {
    return findEstates(this.db, s.companyId);
  }

  async estate(s: Session, id: number) {
    const row = await findEstate(this.db, s.companyId, id);
    if (!row) throw commonNotFound('楼盘');
    return row;
  }

  async developer(s: Session, id: number) {
    const estate = await this.estate(s, id);
    return { estateId: estate.id, developer: estate.developer, deliveredOn: estate.deliveredOn };
  }

  async zones(s: Session, estateId: number) {
    await this.estate(s, estateId);
    return findZones(this.db, s.companyId, estateId);
  }

  async estateHouses(s: Session, estateId: number, buildingId: number) {
    await this.estate(s, estateId);
    return findEstateHouses(this.db, s.companyId, estateId, buildingId);
  }
}
