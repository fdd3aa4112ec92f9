import type { Db, DbOrTx } from '@pm/db';
import { Dec, dec } from '@pm/domain';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from '../records/index';
import { chinaDay, planOwnerEvent, type OwnerEventInput } from './house-owner-rules';
import {
  countOnHouse,
  countResidents,
  findBuildingNodes,
  findEstateNodes,
  findHouseNodes,
  findHouses,
  findLiveId,
  findOwnerEvents,
  findOwnerHouseEvents,
  findOwnerMobiles,
  findResidentialHouse,
  findUnitNodes,
  insertOperationLog,
  insertOwnerEvents,
  lockHouse,
  type HouseListQuery,
  type OwnedKind,
} from './house-tree.repo';
import { houseAccountBalances, houseAccountEntries } from './ledger-pri.repo';

const ACCOUNT_KIND_NAMES: Record<string, string> = { prepay: '预交款', deposit: '押金', change: '存零' };

type NodeType = 'estate' | 'zone' | 'building' | 'unit' | 'house';
const nf = (what: string) => notFound(`${what}不存在或无权访问`, 'house_tree.not_found');

/** The house tree, house lists and the house–owner history (append-only events). */
export class HouseTreeService {
  constructor(private readonly db: Db) {}

  private async one(kind: OwnedKind, s: Session, id: number, what: string, db: DbOrTx = this.db) {
    const row = await findLiveId(db, kind, s.companyId, id);
    if (!row) throw nf(what);
    return row;
  }

  async children(s: Session, id: number | undefined, type: 'estate' | 'zone' | 'building' | 'unit' | undefined) {
    const node = (rows: { id: number; name: string; code: string }[], t: NodeType, leaf: boolean) =>
      rows.map((r) => ({ id: r.id, name: r.name, code: r.code, type: t, leaf }));
    const c = s.companyId;
    if (id === undefined || type === undefined) return node(await findEstateNodes(this.db, c), 'estate', false);
    if (type === 'estate' || type === 'zone') {
      const parent =
        type === 'estate'
          ? { estateId: (await this.one('estate', s, id, '楼盘')).id }
          : { zoneId: (await this.one('zone', s, id, '区域')).id };
      return node(await findBuildingNodes(this.db, c, parent), 'building', false);
    }
    if (type === 'building') {
      await this.one('building', s, id, '楼宇');
      const units = await findUnitNodes(this.db, c, id);
      if (units.length > 0) return node(units, 'unit', false);
      return node(await findHouseNodes(this.db, c, { buildingId: id }), 'house', true);
    }
    await this.one('unit', s, id, '单元');
    return node(await findHouseNodes(this.db, c, { unitId: id }), 'house', true);
  }

  /** Every event of a house, oldest first, with owner names. */
  async history(s: Session, houseId: number, db: DbOrTx = this.db) {
    await this.one('house', s, houseId, '房屋', db);
    const [rows, dicts] = await Promise.all([
      findOwnerEvents(db, s.companyId, houseId),
      effectiveDictionaries(db, s.companyId),
    ]);
    const names = dicts.house_owner_event ?? [];
    return rows.map((r) => ({
      ...r,
      eventName: names.find((i) => i.value === r.event)?.cn ?? r.event,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Current owners: each owner's latest event is 入伙 (1) or 过户 (2). */
  async currentOwners(s: Session, houseId: number, db: DbOrTx = this.db) {
    return this.ownersFrom(await this.history(s, houseId, db), db);
  }

  /** The current owners of a house's events (oldest first). */
  private async ownersFrom(events: Awaited<ReturnType<HouseTreeService['history']>>, db: DbOrTx) {
    const latest = new Map<number, (typeof events)[number]>();
    for (const ev of events) latest.set(ev.ownerId, ev);
    const owners = await findOwnerMobiles(db, [...latest.keys()]);
    const mobiles = new Map(owners.map((o) => [o.id, o.mobile]));
    return [...latest.values()]
      .filter((ev) => ev.event !== '3')
      .map((ev) => ({
        ownerId: ev.ownerId,
        name: ev.name,
        mobile: mobiles.get(ev.ownerId) ?? null,
        share: ev.share,
        since: ev.eventDate,
        event: ev.event,
      }));
  }

  async member(s: Session, houseId: number) {
    const owners = await this.currentOwners(s, houseId);
    return { owners, residents: await countResidents(this.db, s.companyId, houseId) };
  }

  async own(s: Session, ownerId: number) {
    await this.one('owner', s, ownerId, '业主');
    const rows = await findOwnerHouseEvents(this.db, s.companyId, ownerId);
    const latest = new Map<number, (typeof rows)[number]>();
    for (const r of rows) latest.set(r.houseId, r);
    return [...latest.values()]
      .filter((r) => r.event !== '3')
      .map((r) => ({ houseId: r.houseId, code: r.code, name: r.name, share: r.share, since: r.eventDate }));
  }

  /** Appends ownership events (rules: planOwnerEvent); never updates earlier rows. Returns the history. */
  async record(s: Session, input: OwnerEventInput & { houseId: number; remark?: string | undefined }) {
    await this.one('house', s, input.houseId, '房屋');
    await this.one('owner', s, input.ownerId, '业主');
    if (input.fromOwnerId !== undefined) await this.one('owner', s, input.fromOwnerId, '业主');
    await this.db.transaction(async (tx) => {
      // Serialise changes of one house's owners.
      await lockHouse(tx, input.houseId);
      const history = await this.history(s, input.houseId, tx);
      const current = await this.ownersFrom(history, tx);
      const rows = planOwnerEvent(current, history.at(-1)?.eventDate ?? null, input, chinaDay());
      const base = {
        companyId: s.companyId,
        houseId: input.houseId,
        eventDate: input.eventDate,
        remark: input.remark ?? null,
        createdBy: s.userId,
      };
      await insertOwnerEvents(
        tx,
        rows.map((r) => ({ ...base, ...r })),
      );
      await insertOperationLog(tx, {
        companyId: s.companyId,
        userId: s.userId,
        recordKey: 'house-owner',
        recordId: input.houseId,
        action: `event-${input.event}`,
        detail: { ownerId: input.ownerId, fromOwnerId: input.fromOwnerId ?? null, share: input.share ?? null },
      });
    });
    return this.history(s, input.houseId);
  }

  async list(s: Session, q: HouseListQuery) {
    const { rows, total } = await findHouses(this.db, s.companyId, q);
    return { total, page: q.page, size: q.size, rows };
  }

  async residential(s: Session, id: number) {
    const house = await findResidentialHouse(this.db, s.companyId, id);
    if (!house) throw nf('房屋');
    const [member, parking, vehicles] = await Promise.all([
      this.member(s, id),
      countOnHouse(this.db, 'parkingLots', s.companyId, id),
      countOnHouse(this.db, 'vehicles', s.companyId, id),
    ]);
    return { house, owners: member.owners, residents: member.residents, parking, vehicles };
  }

  /**
   * 个人账户台账: the house's 预交款, 押金 and 存零 entries in the order written; credit is money in,
   * debit money out, the balance runs over all three accounts together.
   */
  async ledgerPri(s: Session, houseId: number) {
    const house = await findResidentialHouse(this.db, s.companyId, houseId);
    if (!house) throw nf('房屋');
    const [entries, balances] = await Promise.all([houseAccountEntries(this.db, s.companyId, house.id), houseAccountBalances(this.db, s.companyId, house.id)]);
    let running = new Dec(0);
    const rows = entries.map((e) => {
      const amount = dec(e.amount);
      running = running.plus(amount);
      return {
        date: e.date,
        kind: ACCOUNT_KIND_NAMES[e.kind] ?? e.kind,
        summary: e.summary,
        receiptNo: e.receipt_no,
        debit: amount.isNegative() ? amount.negated().toFixed(2) : '0.00',
        credit: amount.isNegative() ? '0.00' : amount.toFixed(2),
        balance: running.toFixed(2),
      };
    });
    const of = (kind: string) => dec(balances.find((b) => b.kind === kind)?.balance ?? '0').toFixed(2);
    const total = balances.reduce((sum, b) => sum.plus(dec(b.balance)), new Dec(0));
    return { houseId: house.id, balance: total.toFixed(2), prepay: of('prepay'), deposit: of('deposit'), change: of('change'), rows };
  }
}
