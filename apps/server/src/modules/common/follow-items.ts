import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { countFollowItems, findFollowItems } from './follow-items.repo';
import type { HouseLookups } from './house-lookups';

/** /api/cust/v2/follow-items: open complaints, unfinished dispatches and unanswered cases of the company (or of one house), newest first. */
export class FollowItems {
  constructor(
    private readonly db: Db,
    private readonly houses: Pick<HouseLookups, 'house'>,
  ) {}

  async page(s: Session, houseId: number | undefined, page: number, size: number) {
    if (houseId !== undefined) await this.houses.house(s, houseId);
    const list = await findFollowItems(this.db, s.companyId, houseId, page, size);
    let total = list[0]?.total ?? 0;
    if (list.length === 0 && page > 1) total = await countFollowItems(this.db, s.companyId, houseId);
    return {
      total,
      page,
      size,
      rows: list.map((r) => ({
        kind: r.kind,
        id: Number(r.id),
        no: r.no,
        houseId: r.house_id === null ? null : Number(r.house_id),
        houseName: r.house_name,
        content: r.content,
        status: r.status,
        at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
      })),
    };
  }
}
