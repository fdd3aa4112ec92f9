import type { PanelRow, SearchHit, SearchHouse, SearchKind, SearchPanel } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import {
  complaintPanel,
  currentHousesOfOwners,
  estateOfCompany,
  findHouses,
  findOwners,
  findResidents,
  findVehicles,
  houseOfCompany,
  housesByIds,
  repairPanel,
  safetyPanel,
  type HouseRow,
  type PanelDbRow,
} from './search.repo';

/** Digits only (spaces and dashes dropped) and at least 3 of them: the text is read as a phone number. */
export function phoneDigits(q: string): string | null {
  const digits = q.replace(/[\s-]/g, '');
  return /^\d{3,}$/.test(digits) ? digits : null;
}

const house = (r: HouseRow): SearchHouse => ({ id: Number(r.id), code: r.code, name: r.name, estateId: Number(r.estate_id), estateName: r.estate_name });

/** 综合查询 and the 信息查询 panels, scoped to the caller's company. */
export class SearchService {
  constructor(private readonly db: Db) {}

  async find(s: Session, q: string, limit: number): Promise<{ q: string; groups: { kind: SearchKind; hits: SearchHit[] }[] }> {
    const text = q.trim();
    const digits = phoneDigits(text);
    const term = digits ?? text;
    const [houses, owners, residents, vehicles] = await Promise.all([
      findHouses(this.db, s.companyId, text, limit),
      findOwners(this.db, s.companyId, term, digits !== null, limit),
      findResidents(this.db, s.companyId, term, digits !== null, limit),
      digits ? Promise.resolve([]) : findVehicles(this.db, s.companyId, text, limit),
    ]);
    const held = await currentHousesOfOwners(this.db, s.companyId, owners.map((o) => Number(o.id)));
    const ids = new Set<number>([
      ...held.map((h) => Number(h.house_id)),
      ...residents.map((r) => Number(r.house_id)),
      ...vehicles.flatMap((v) => (v.house_id === null ? [] : [Number(v.house_id)])),
    ]);
    const byId = new Map((await housesByIds(this.db, s.companyId, [...ids])).map((h) => [Number(h.id), house(h)]));
    const of = (houseIds: number[]) => houseIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.code.localeCompare(b.code, 'zh-CN', { numeric: true }));
    const groups: { kind: SearchKind; hits: SearchHit[] }[] = [
      { kind: 'house', hits: houses.map((h) => ({ kind: 'house', id: Number(h.id), label: `${h.code} ${h.name}`, phone: null, houses: [house(h)] })) },
      {
        kind: 'owner',
        hits: owners.map((o) => ({ kind: 'owner', id: Number(o.id), label: o.name, phone: o.phone, houses: of(held.filter((h) => h.owner_id === o.id).map((h) => Number(h.house_id))) })),
      },
      { kind: 'resident', hits: residents.map((r) => ({ kind: 'resident', id: Number(r.id), label: r.name, phone: r.phone, houses: of([Number(r.house_id)]) })) },
      { kind: 'vehicle', hits: vehicles.map((v) => ({ kind: 'vehicle', id: Number(v.id), label: v.name, phone: v.phone, houses: of(v.house_id === null ? [] : [Number(v.house_id)]) })) },
    ];
    return { q: text, groups: groups.filter((g) => g.hits.length > 0) };
  }

  async panel(s: Session, panel: SearchPanel, houseId: number | undefined, estateId: number | undefined, size: number): Promise<{ total: number; rows: PanelRow[] }> {
    if (houseId !== undefined && !(await houseOfCompany(this.db, s.companyId, houseId))) throw notFound('房屋不存在', 'search.house_not_found');
    if (estateId !== undefined && !(await estateOfCompany(this.db, s.companyId, estateId))) throw notFound('楼盘不存在', 'search.estate_not_found');
    const scope = { companyId: s.companyId, houseId, estateId: houseId === undefined ? estateId : undefined };
    const load = { complaint: complaintPanel, repair: repairPanel, safety: safetyPanel }[panel];
    const rows = await load(this.db, scope, size);
    return { total: rows[0]?.total ?? 0, rows: rows.map(panelRow) };
  }
}

function panelRow(r: PanelDbRow): PanelRow {
  return {
    id: Number(r.id),
    record: r.record,
    no: r.no,
    at: r.at instanceof Date ? r.at.toISOString() : String(r.at),
    houseId: r.house_id === null ? null : Number(r.house_id),
    houseName: r.house_name,
    type: r.type,
    who: r.who,
    content: r.content,
    status: r.status,
  };
}
