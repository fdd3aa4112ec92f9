import type { z } from 'zod';
import type { BindingQuery, BindingRow, BulkBindInput, BulkBindResult, ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday } from '@pm/domain';
import { chargingNotFound, bindingEnded, CHARGING_MESSAGES, fieldError } from '../charging.errors';
import type { Session } from '../../../http/session';
import { batchesAfter, exportWorkbook, logOperation, type WorkbookExport } from '../../records/index';
import * as repo from './bindings.repo';
import { countBuildings, estateOf } from '../setup.repo';
import { standardOfCode } from './standards.repo';

type Query = z.output<typeof BindingQuery>;
type Row = z.output<typeof BindingRow>;
type BulkInput = z.output<typeof BulkBindInput>;
type BulkResult = z.output<typeof BulkBindResult>;

const LOG_KEY = 'charging-binding';
export const TARGET_NAMES: Record<string, string> = { house: '房屋', parking: '车位', meter: '仪表' };

function toRow(r: repo.BindingListed): Row {
  return {
    id: r.id,
    estateId: r.estateId,
    houseId: r.houseId,
    houseCode: r.houseCode ?? '',
    houseName: r.houseName ?? '',
    targetType: r.targetType,
    targetId: r.targetId,
    targetName: r.targetName ?? '',
    itemId: r.itemId,
    itemName: r.itemName ?? '',
    standardCode: r.standardCode,
    standardName: r.standardName ?? '',
    startDate: r.startDate,
    endDate: r.endDate,
    quantity: r.quantity,
  };
}

/** 收费绑定: list, bulk bind by estate, buildings or houses, end, export. */
export class Bindings {
  constructor(private readonly db: Db) {}

  private filter(s: Session, query: Omit<Query, 'page' | 'size'>) {
    return repo.bindingWhere(s.companyId, { ...query, liveOn: query.live ? chinaToday() : undefined });
  }

  async page(s: Session, query: Query) {
    const { page, size } = query;
    const { total, rows } = await repo.bindingPage(this.db, this.filter(s, query), page, size);
    return { total, page, size, rows: rows.map(toRow) };
  }

  /**
   * Binds the standard's code to every house chosen (or the houses' parking spaces or meters), each
   * from the later of its charge start date and `startDate`. A house without either, without a
   * space or meter, or whose target already has an open binding of the item is skipped with the
   * reason. One transaction; the open-binding unique index keeps two binds at once from doubling.
   */
  async bulkBind(s: Session, input: BulkInput): Promise<BulkResult> {
    return this.db.transaction(async (tx) => {
      if (!(await estateOf(tx, s.companyId, input.estateId))) throw chargingNotFound('楼盘');
      const standard = await standardOfCode(tx, s.companyId, input.estateId, input.standardCode);
      if (!standard) throw fieldError('standardCode', '该楼盘没有此收费标准', 'charging.not_found');
      const buildingIds = input.houseIds?.length ? undefined : input.buildingIds?.length ? [...new Set(input.buildingIds)] : undefined;
      const houseIds = input.houseIds?.length ? [...new Set(input.houseIds)] : undefined;
      if (buildingIds && (await countBuildings(tx, s.companyId, input.estateId, buildingIds)) !== buildingIds.length) throw chargingNotFound('楼宇');
      const houses = await repo.housesToBind(tx, s.companyId, input.estateId, { buildingIds, houseIds });
      if (houseIds && houses.length !== houseIds.length) throw chargingNotFound('房屋');

      const skipped: BulkResult['skippedReasons'] = [];
      const starts = new Map<number, string>();
      for (const h of houses) {
        const start = [h.chargeStartDate, input.startDate].filter((d): d is string => Boolean(d)).sort().at(-1);
        if (start) starts.set(h.id, start);
        else skipped.push({ houseCode: h.code, reason: CHARGING_MESSAGES.noStartDate });
      }
      const startable = houses.filter((h) => starts.has(h.id));
      const targets =
        input.targetType === 'house'
          ? startable.map((h) => ({ houseId: h.id, targetId: h.id, name: h.name }))
          : await repo.targetsOfHouses(tx, s.companyId, input.targetType, startable.map((h) => h.id));
      const codeOf = new Map(houses.map((h) => [h.id, h.code]));
      if (input.targetType !== 'house') {
        const withTarget = new Set(targets.map((t) => t.houseId));
        for (const h of startable) if (!withTarget.has(h.id)) skipped.push({ houseCode: h.code, reason: input.targetType === 'parking' ? '没有车位' : '没有仪表' });
      }
      const bound = await repo.openBoundTargets(tx, s.companyId, standard.itemId, input.targetType, targets.map((t) => t.targetId));
      const toBind = targets.filter((t) => !bound.has(t.targetId));
      const written = await repo.insertBindings(
        tx,
        toBind.map((t) => ({
          companyId: s.companyId,
          estateId: input.estateId,
          houseId: t.houseId,
          targetType: input.targetType,
          targetId: t.targetId,
          itemId: standard.itemId,
          standardCode: standard.code,
          startDate: starts.get(t.houseId) ?? '',
          quantity: input.quantity ?? null,
          createdBy: s.userId,
          updatedBy: s.userId,
        })),
      );
      const label = (t: { houseId: number; name: string }) => (input.targetType === 'house' ? '' : `${TARGET_NAMES[input.targetType]}${t.name}`);
      for (const t of targets)
        if (!written.has(t.targetId)) skipped.push({ houseCode: codeOf.get(t.houseId) ?? '', reason: `${label(t)}${CHARGING_MESSAGES.bindingExists}` });
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: null, action: 'bulk-bind', detail: { standardCode: standard.code, targetType: input.targetType, created: written.size, skipped: skipped.length } });
      return { created: written.size, skipped: skipped.length, skippedReasons: skipped };
    });
  }

  /** Ends a live binding on `endDate` (not before its start): no charge after that day. */
  async end(s: Session, id: number, endDate: string): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findBinding(tx, s.companyId, id, true);
      if (!row) throw chargingNotFound('绑定');
      if (row.endDate !== null) throw bindingEnded();
      if (endDate < row.startDate) throw fieldError('endDate', `截止日期不能早于开始日期（${row.startDate}）`);
      await repo.endBinding(tx, id, endDate, s.userId);
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: id, action: 'end', detail: { endDate } });
      return toRow({ ...row, endDate });
    });
  }

  async export(s: Session, query: Omit<Query, 'page' | 'size'>, purpose: z.output<typeof ExportPurpose>): Promise<WorkbookExport> {
    const where = this.filter(s, query);
    const header = ['房屋编号', '房屋名称', '计费对象', '对象名称', '收费项目', '标准编号', '标准名称', '开始日期', '截止日期', '计费数量'];
    const rows = (async function* (db: Db) {
      for await (const batch of batchesAfter((after, size) => repo.bindingsAfter(db, where, after, size), (r) => r.id))
        yield batch.map((r) => [r.houseCode, r.houseName, TARGET_NAMES[r.targetType] ?? r.targetType, r.targetName, r.itemName, r.standardCode, r.standardName, r.startDate, r.endDate, r.quantity]);
    })(this.db);
    const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: LOG_KEY, purpose, filters, title: '收费绑定', header, rows });
  }
}
