import type { z } from 'zod';
import type { ExportPurpose, StandardDetail, StandardInput, StandardQuery, StandardRow } from '@pm/contracts';
import { chinaToday, dec, validateBands } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../../http/session';
import { batchesAfter, exportWorkbook, logOperation, type WorkbookExport } from '../../records/index';
import { chargingNotFound, fieldErrors, standardNotLatest, standardUndeletable, standardUsed } from '../charging.errors';
import { dayBefore } from './compute-day-before';
import { estateOf, itemOf } from '../setup.repo';
import * as repo from './standards.repo';

type Input = z.output<typeof StandardInput>;
type VersionInput = Omit<Input, 'estateId' | 'itemId' | 'code'>;
type Query = z.output<typeof StandardQuery>;
type Row = z.output<typeof StandardRow>;
type Detail = z.output<typeof StandardDetail>;

const PRICE_METHOD: Record<string, string> = { '1': '单价×计费数量', '2': '固定金额', '3': '阶梯单价', '4': '按日单价' };
const BASIS: Record<string, string> = { area: '面积', usage: '用量', house: '每户', parking: '每车位', persons: '人数', days: '天数' };
const LOG_KEY = 'charging-standard';

function toRow(r: repo.StandardListed): Row {
  return {
    id: r.id,
    estateId: r.estateId,
    estateName: r.estateName ?? '',
    itemId: r.itemId,
    itemName: r.itemName ?? '',
    code: r.code,
    name: r.name,
    version: r.version,
    priceMethod: r.priceMethod,
    basis: r.basis,
    areaType: r.areaType,
    unitPrice: r.unitPrice,
    fixedAmount: r.fixedAmount,
    vacantRate: r.vacantRate,
    rounding: r.rounding,
    proration: r.proration,
    validFrom: r.validFrom,
    validTo: r.validTo,
    remark: r.remark,
    used: Boolean(r.used),
    bindings: Number(r.bindings),
  };
}

/**
 * The price fields a method keeps (the others are cleared) and the form's refusals: a price for
 * methods 1/4, an amount for 2, contiguous bands from 0 for 3, an area type for an area basis
 * when the estate has none, validTo not before validFrom.
 */
function priced(input: VersionInput, estateChargeArea: string | null) {
  const problems: { path: string; message: string }[] = [];
  const method = input.priceMethod;
  if ((method === '1' || method === '4') && !input.unitPrice) problems.push({ path: 'unitPrice', message: '请输入单价' });
  if (method === '2' && !input.fixedAmount) problems.push({ path: 'fixedAmount', message: '请输入固定金额' });
  const bands = method === '3' ? (input.tiers ?? []).map((t) => ({ from: t.fromQty, to: t.toQty, unitPrice: t.unitPrice })) : [];
  if (method === '3') {
    const invalid = validateBands(bands);
    if (invalid) problems.push({ path: 'tiers', message: invalid === '阶梯价格至少需要一档' ? '请设置阶梯单价' : invalid });
  }
  if (input.basis === 'area' && !input.areaType && !estateChargeArea) problems.push({ path: 'areaType', message: '请选择计费面积类型' });
  if (input.validTo && input.validTo < input.validFrom) problems.push({ path: 'validTo', message: '截止日期不能早于生效日期' });
  if (input.vacantRate && dec(input.vacantRate).greaterThan(1)) problems.push({ path: 'vacantRate', message: '空置房费率不能大于1' });
  if (problems.length > 0) throw fieldErrors(problems, 'charging.invalid_standard');
  return {
    values: {
      name: input.name,
      priceMethod: method,
      basis: input.basis,
      areaType: input.basis === 'area' ? (input.areaType ?? null) : null,
      unitPrice: method === '1' || method === '4' ? (input.unitPrice ?? null) : null,
      fixedAmount: method === '2' ? (input.fixedAmount ?? null) : null,
      vacantRate: input.vacantRate ?? null,
      rounding: input.rounding,
      proration: input.proration,
      validFrom: input.validFrom,
      validTo: input.validTo ?? null,
      remark: input.remark ?? null,
    },
    tiers: bands.map((b) => ({ fromQty: b.from, toQty: b.to, unitPrice: b.unitPrice })),
  };
}

/** 收费标准: list, detail, create (version 1), edit while unused, new version, delete, export. */
export class Standards {
  constructor(private readonly db: Db) {}

  async page(s: Session, query: Query) {
    const { page, size } = query;
    const today = chinaToday();
    const where = repo.standardWhere(s.companyId, { ...query, currentOn: query.current ? today : undefined });
    const { total, rows } = await repo.standardPage(this.db, where, today, page, size);
    return { total, page, size, rows: rows.map(toRow) };
  }

  async get(s: Session, id: number, db: DbOrTx = this.db): Promise<Detail> {
    const row = await repo.findStandard(db, s.companyId, id, chinaToday());
    if (!row) throw chargingNotFound('收费标准');
    const [tiers, versions] = await Promise.all([repo.tiersOf(db, id), repo.versionsOf(db, s.companyId, row.code)]);
    return {
      ...toRow(row),
      tiers: tiers.map((t) => ({ seq: t.seq, fromQty: t.fromQty, toQty: t.toQty, unitPrice: t.unitPrice })),
      versions: versions.map((v) => ({ id: v.id, version: v.version, validFrom: v.validFrom, validTo: v.validTo, unitPrice: v.unitPrice, fixedAmount: v.fixedAmount })),
    };
  }

  /** The estate and item of the caller's company (404 otherwise), and the estate's area type. */
  private async owners(tx: DbOrTx, s: Session, estateId: number, itemId: number) {
    const [estate, item] = await Promise.all([estateOf(tx, s.companyId, estateId), itemOf(tx, s.companyId, itemId)]);
    if (!estate) throw chargingNotFound('楼盘');
    if (!item) throw chargingNotFound('收费项目');
    return estate;
  }

  async create(s: Session, input: Input): Promise<Detail> {
    return this.db.transaction(async (tx) => {
      const estate = await this.owners(tx, s, input.estateId, input.itemId);
      const { values, tiers } = priced(input, estate.chargeArea);
      const id = await repo.insertStandard(tx, { ...values, companyId: s.companyId, estateId: input.estateId, itemId: input.itemId, code: input.code, version: 1, createdBy: s.userId, updatedBy: s.userId });
      await repo.replaceTiers(tx, id, tiers);
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: id, action: 'create', detail: { code: input.code, version: 1 } });
      return this.get(s, id, tx);
    });
  }

  /** Edits a version no bill line used yet (the newest of its code); a used one needs a new version. */
  async update(s: Session, id: number, input: Input): Promise<Detail> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findStandard(tx, s.companyId, id, chinaToday(), true);
      if (!row) throw chargingNotFound('收费标准');
      if (await repo.isUsed(tx, id)) throw standardUsed();
      const versions = await repo.versionsOf(tx, s.companyId, row.code);
      if (versions.some((v) => v.version > row.version)) throw standardNotLatest('修改');
      const estate = await this.owners(tx, s, input.estateId, input.itemId);
      const { values, tiers } = priced(input, estate.chargeArea);
      const others = versions.filter((v) => v.id !== id);
      const renamed = input.code !== row.code || input.estateId !== row.estateId || input.itemId !== row.itemId;
      if (renamed && (others.length > 0 || (await repo.isBound(tx, s.companyId, row.code))))
        throw fieldErrors([{ path: 'code', message: '已有其他版本或绑定的标准不能修改编号、楼盘或收费项目，请新建版本' }], 'charging.standard_fixed');
      const previous = others.at(-1);
      if (previous) await this.closePrevious(tx, previous, values.validFrom, true);
      await repo.updateStandard(tx, id, { ...values, estateId: input.estateId, itemId: input.itemId, code: input.code, updatedBy: s.userId });
      await repo.replaceTiers(tx, id, tiers);
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: id, action: 'update', detail: { code: input.code, version: row.version } });
      return this.get(s, id, tx);
    });
  }

  /**
   * A new version of the code from `validFrom`, after the newest version's validFrom; the newest
   * one is closed the day before. The newest row is locked and read again, so two new versions at
   * once are numbered one after the other.
   */
  async newVersion(s: Session, id: number, input: VersionInput): Promise<Detail> {
    return this.db.transaction(async (tx) => {
      const row = await repo.findStandard(tx, s.companyId, id, chinaToday());
      if (!row) throw chargingNotFound('收费标准');
      const newest = await repo.latestVersion(tx, s.companyId, row.code);
      if (!newest) throw chargingNotFound('收费标准');
      await repo.findStandard(tx, s.companyId, newest.id, chinaToday(), true);
      const previous = (await repo.latestVersion(tx, s.companyId, row.code)) ?? newest;
      const estate = await this.owners(tx, s, previous.estateId, previous.itemId);
      const { values, tiers } = priced(input, estate.chargeArea);
      if (values.validFrom <= previous.validFrom)
        throw fieldErrors([{ path: 'validFrom', message: `生效日期必须晚于上一版本的生效日期（${previous.validFrom}）` }], 'charging.invalid_standard');
      await this.closePrevious(tx, previous, values.validFrom);
      const newId = await repo.insertStandard(tx, { ...values, companyId: s.companyId, estateId: previous.estateId, itemId: previous.itemId, code: previous.code, version: previous.version + 1, createdBy: s.userId, updatedBy: s.userId });
      await repo.replaceTiers(tx, newId, tiers);
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: newId, action: 'version', detail: { code: previous.code, version: previous.version + 1 } });
      return this.get(s, newId, tx);
    });
  }

  /**
   * The previous version ends the day before `validFrom`: an earlier end is kept for a new version,
   * and moved (`exact`) when the version that closed it changes its start.
   */
  private async closePrevious(tx: DbOrTx, previous: repo.StandardStored, validFrom: string, exact = false) {
    if (validFrom <= previous.validFrom)
      throw fieldErrors([{ path: 'validFrom', message: `生效日期必须晚于上一版本的生效日期（${previous.validFrom}）` }], 'charging.invalid_standard');
    const end = dayBefore(validFrom);
    if (exact || previous.validTo === null || previous.validTo > end) await repo.updateStandard(tx, previous.id, { validTo: end });
  }

  /**
   * Deletes the newest version when no bill line used it and, for the code's last version, no
   * binding names the code; the version before it is open again up to the deleted one's end.
   */
  async remove(s: Session, id: number) {
    await this.db.transaction(async (tx) => {
      const row = await repo.findStandard(tx, s.companyId, id, chinaToday(), true);
      if (!row) throw chargingNotFound('收费标准');
      if (await repo.isUsed(tx, id)) throw standardUndeletable();
      const versions = await repo.versionsOf(tx, s.companyId, row.code);
      if (versions.some((v) => v.version > row.version)) throw standardNotLatest('删除');
      const previous = versions.filter((v) => v.id !== id).at(-1);
      if (!previous && (await repo.isBound(tx, s.companyId, row.code))) throw standardUndeletable();
      if (previous) await repo.updateStandard(tx, previous.id, { validTo: row.validTo });
      await repo.deleteStandard(tx, id);
      await logOperation(tx, s, { recordKey: LOG_KEY, recordId: id, action: 'delete', detail: { code: row.code, version: row.version } });
    });
    return null;
  }

  async export(s: Session, query: Omit<Query, 'page' | 'size'>, purpose: z.output<typeof ExportPurpose>): Promise<WorkbookExport> {
    const today = chinaToday();
    const where = repo.standardWhere(s.companyId, { ...query, currentOn: query.current ? today : undefined });
    const header = ['标准编号', '标准名称', '版本', '所属楼盘', '收费项目', '计价方式', '计费依据', '计费面积类型', '单价', '固定金额', '空置房费率', '生效日期', '截止日期', '已计费使用', '绑定数', '备注'];
    const area: Record<string, string> = { '1': '建筑面积', '2': '使用面积', '3': '套内面积' };
    const rows = (async function* (db: Db) {
      for await (const batch of batchesAfter((after, size) => repo.standardsAfter(db, where, today, after, size), (r) => r.id))
        yield batch.map((r) => [r.code, r.name, r.version, r.estateName, r.itemName, PRICE_METHOD[r.priceMethod] ?? r.priceMethod, BASIS[r.basis] ?? r.basis, r.areaType ? (area[r.areaType] ?? r.areaType) : '', r.unitPrice, r.fixedAmount, r.vacantRate, r.validFrom, r.validTo, r.used ? '是' : '否', Number(r.bindings), r.remark]);
    })(this.db);
    const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: LOG_KEY, purpose, filters, title: '收费标准', header, rows });
  }
}
