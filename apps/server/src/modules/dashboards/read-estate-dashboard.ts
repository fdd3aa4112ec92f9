import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import type { Session } from '../../http/session';
import * as repo from './dashboards.repo';
import { dashboardScope } from './find-dashboard-scope';

const area = (v: string | null | undefined) => dec(v ?? '0').toFixed(2);

/** 楼盘看板: houses and area by estate and by state. */
export async function readEstateDashboard({ db }: { db: Db }, s: Session, q: { companyId?: number | undefined }) {
  const rows = await repo.housesByState(db, await dashboardScope(db, s, q.companyId));
  const estates = new Map<number, { estateId: number; estateName: string; houses: number; area: ReturnType<typeof dec>; byState: { state: string; houses: number; area: string }[] }>();
  const states = new Map<string, { houses: number; area: ReturnType<typeof dec> }>();
  for (const r of rows) {
    const id = Number(r.estate_id);
    const e = estates.get(id) ?? { estateId: id, estateName: r.estate_name, houses: 0, area: dec('0'), byState: [] };
    e.houses += r.houses;
    e.area = e.area.plus(r.area);
    e.byState.push({ state: r.state, houses: r.houses, area: area(r.area) });
    estates.set(id, e);
    const st = states.get(r.state) ?? { houses: 0, area: dec('0') };
    states.set(r.state, { houses: st.houses + r.houses, area: st.area.plus(r.area) });
  }
  const list = [...estates.values()].map((e) => ({ ...e, area: e.area.toFixed(2) }));
  return {
    estates: list,
    byState: [...states.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([state, v]) => ({ state, houses: v.houses, area: v.area.toFixed(2) })),
    total: { houses: list.reduce((n, e) => n + e.houses, 0), area: list.reduce((sum, e) => sum.plus(e.area), dec('0')).toFixed(2) },
  };
}
