import type { Db } from '@pm/db';
import { dec, settleTypeInfo, tendersText } from '@pm/domain';
import type { Session } from '../../http/session';
import { houseChargingItems } from '../charging/index';
import { effectiveDictionaries } from '../records/index';
import { commonNotFound } from './common-not-found';
import { findCompanyOwners, findHouse, findResidents } from './house.repo';
import { latestHousePayments } from './settle.repo';

/** /api/common house look-ups (charge-start-date, top-settle, house-charging, resident, company-owner). */
export class HouseLookups {
  constructor(private readonly db: Db) {}

  /** A live house of the caller's company, else 404. */
  async house(s: Session, id: number) {
    const row = await findHouse(this.db, s.companyId, id);
    if (!row) throw commonNotFound('房屋');
    return row;
  }

  async chargeStartDate(s: Session, id: number) {
    const house = await this.house(s, id);
    return { houseId: house.id, chargeStartDate: house.chargeStartDate };
  }

  async topSettle(s: Session, id: number) {
    const house = await this.house(s, id);
    const rows = await latestHousePayments(this.db, s.companyId, house.id);
    return {
      houseId: house.id,
      rows: rows.map((r) => ({
        paymentId: Number(r.id),
        settleNo: r.settle_no,
        settleDate: r.business_date,
        amount: dec(r.total).toFixed(2),
        method: tendersText(r.tenders),
        settleTypeName: settleTypeInfo(r.settle_type)?.name ?? r.settle_type,
        voided: r.voided,
      })),
    };
  }

  async houseCharging(s: Session, id: number) {
    const house = await this.house(s, id);
    const items = await houseChargingItems(this.db, s.companyId, house.id);
    return { houseId: house.id, chargeStartDate: house.chargeStartDate, items };
  }

  async companyOwners(s: Session) {
    return findCompanyOwners(this.db, s.companyId);
  }

  async residents(s: Session, houseId: number) {
    await this.house(s, houseId);
    const [rows, dicts] = await Promise.all([
      findResidents(this.db, s.companyId, houseId),
      effectiveDictionaries(this.db, s.companyId),
    ]);
    const relation = dicts.resident_relation ?? [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      relation: r.relation,
      relationName: relation.find((i) => i.value === r.relation)?.cn ?? r.relation,
      mobile: r.mobile,
      tag: r.tag,
    }));
  }
}
