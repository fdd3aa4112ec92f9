import type { z } from 'zod';
import type { OwnerHouse } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { chinaToday } from '@pm/domain';
import type { OwnerSession } from '../../http/register-endpoint';
import { ownerErrors } from './owner-portal.errors';
import { reachedHouses, type ReachedHouse } from './owner-houses.repo';

// Every portal read or write of a house goes through here: the house must be one the records give the owner today.

export type HouseReach = ReachedHouse;

export function houseAnswer(h: HouseReach): z.output<typeof OwnerHouse> {
  return {
    houseId: h.house_id,
    estateId: h.estate_id,
    estateName: h.estate_name,
    houseCode: h.house_code,
    houseName: h.house_name,
    via: h.via,
    personName: h.person_name,
    companyName: h.company_name,
  };
}

export function ownerHouses(db: DbOrTx, owner: OwnerSession) {
  return reachedHouses(db, owner.phone, owner.accountId, chinaToday());
}

/** The house, when the owner reaches it; otherwise 404 (the same answer as a house that does not exist). */
export async function ownerHouse(db: DbOrTx, owner: OwnerSession, houseId: number): Promise<HouseReach> {
  const [house] = await reachedHouses(db, owner.phone, owner.accountId, chinaToday(), houseId);
  if (!house) throw ownerErrors.noHouse();
  return house;
}
