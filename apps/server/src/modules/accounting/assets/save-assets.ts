import type { z } from 'zod';
import type { AssetCategoryInput, AssetInput, AssetQuery, ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chartRoles, dec, depreciationRefusal, type DepreciationMethod } from '@pm/domain';
import type { Session } from '../../../http/session';
import { exportWorkbook, type ExportCell, type WorkbookExport } from '../../records/index';
import { methodName, toAssetRow } from './build-asset-card';
import { assetDisposed, assetFixed, assetNotFound, assetRuleRefused, categoryNotFound, estateNotFound, totalWorkRequired } from './assets.errors';
import * as repo from './assets.repo';
import { leafSubjects, requireBook } from '../generated-vouchers/build-generated-voucher';
import { bookOf } from '../generated-vouchers/generated-vouchers.repo';

// 资产类别 and 资产卡片: create, edit while not depreciated, list with 累计折旧 and 净值, export.

type CategoryIn = z.output<typeof AssetCategoryInput>;
type AssetIn = z.output<typeof AssetInput>;
type Query = z.output<typeof AssetQuery>;

const HEADER = ['资产编码', '资产名称', '类别', '楼盘', '购入日期', '原值', '残值率', '使用月数', '折旧方法', '累计折旧', '净值', '最近计提期间', '状态', '处置日期', '费用科目', '备注'];
const STATUS: Record<string, string> = { in_use: '使用中', idle: '闲置', disposed: '已处置' };

const categoryRow = (r: Awaited<ReturnType<typeof repo.categories>>[number]) => ({ ...r, methodName: methodName(r.method) });

export class Assets {
  constructor(private readonly db: Db) {}

  async categories(s: Session) {
    return (await repo.categories(this.db, s.companyId)).map(categoryRow);
  }

  async createCategory(s: Session, input: CategoryIn) {
    const id = await repo.insertCategory(this.db, s.companyId, input);
    return this.category(s, id);
  }

  async updateCategory(s: Session, id: number, input: CategoryIn) {
    if (!(await repo.updateCategory(this.db, s.companyId, id, input))) throw categoryNotFound();
    return this.category(s, id);
  }

  private async category(s: Session, id: number) {
    const row = (await repo.categories(this.db, s.companyId)).find((r) => r.id === id);
    if (!row) throw categoryNotFound();
    return categoryRow(row);
  }

  async list(s: Session, query: Query) {
    const book = await bookOf(this.db, s.companyId);
    const rows = (await repo.assetRows(this.db, s.companyId, query)).map((r) => toAssetRow(r, book?.startPeriod));
    const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((t, r) => t.plus(dec(pick(r))), dec('0')).toFixed(2);
    return { rows, total: { cost: sum((r) => r.cost), accumulated: sum((r) => r.accumulated), netValue: sum((r) => r.netValue) } };
  }

  async get(s: Session, id: number) {
    const book = await bookOf(this.db, s.companyId);
    const [row] = await repo.assetRows(this.db, s.companyId, { ids: [id] });
    if (!row) throw assetNotFound();
    return toAssetRow(row, book?.startPeriod);
  }

  async create(s: Session, input: AssetIn) {
    const values = await this.values(s, input);
    const id = await repo.insertAsset(this.db, s.companyId, values);
    return this.get(s, id);
  }

  /** Name, category, estate, status and remark always; the depreciation terms only before the first run. */
  async update(s: Session, id: number, input: AssetIn) {
    const values = await this.values(s, input);
    await this.db.transaction(async (tx) => {
      const locked = await repo.lockAsset(tx, s.companyId, id);
      if (!locked) throw assetNotFound();
      if (locked.status === 'disposed') throw assetDisposed();
      const [current] = await repo.assetRows(tx, s.companyId, { ids: [id] });
      if (current!.runs) {
        const fixed =
          !dec(current!.cost).equals(dec(values.cost)) ||
          !dec(current!.residualRate).equals(dec(values.residualRate)) ||
          current!.lifeMonths !== values.lifeMonths ||
          current!.method !== values.method ||
          current!.acquiredOn !== values.acquiredOn ||
          current!.expenseSubjectId !== values.expenseSubjectId ||
          (current!.totalWork ?? null) !== (values.totalWork === null ? null : dec(values.totalWork).toFixed(2));
        if (fixed) throw assetFixed();
      }
      await repo.updateAsset(tx, s.companyId, id, values);
    });
    return this.get(s, id);
  }

  async export(s: Session, input: Query & ExportPurpose): Promise<WorkbookExport> {
    const { usage, auditor, auditDate, ...filter } = input;
    const { rows: list } = await this.list(s, filter);
    const rows = (async function* () {
      yield list.map((r): ExportCell[] => [
        r.code, r.name, r.categoryName, r.estateName, r.acquiredOn, r.cost, r.residualRate, r.lifeMonths, r.methodName,
        r.accumulated, r.netValue, r.lastPeriod, STATUS[r.status] ?? r.status, r.disposedOn,
        r.expenseSubjectCode ? `${r.expenseSubjectCode} ${r.expenseSubjectName ?? ''}` : null, r.remark,
      ]);
    })();
    const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: 'acct-assets', purpose: { usage, auditor, auditDate }, filters, title: '资产卡片', header: HEADER, rows });
  }

  private async values(s: Session, input: AssetIn): Promise<repo.AssetValues> {
    const book = await requireBook(this.db, s.companyId);
    if (input.categoryId && !(await repo.categoryExists(this.db, s.companyId, input.categoryId))) throw categoryNotFound();
    if (input.estateId && !(await repo.estateExists(this.db, s.companyId, input.estateId))) throw estateNotFound();
    if (input.method === 2 && !input.totalWork) throw totalWorkRequired();
    const refusal = depreciationRefusal({
      cost: input.cost,
      residualRate: input.residualRate,
      lifeMonths: input.lifeMonths,
      method: input.method as DepreciationMethod,
      acquiredOn: input.acquiredOn,
      ...(input.totalWork ? { totalWork: input.totalWork } : {}),
    });
    if (refusal) throw assetRuleRefused(refusal);
    const expenseCode = input.expenseSubjectCode ?? chartRoles(book.chart).depreciationExpense;
    const subjects = await leafSubjects(this.db, s.companyId, [expenseCode]);
    return {
      code: input.code,
      name: input.name,
      categoryId: input.categoryId ?? null,
      estateId: input.estateId ?? null,
      acquiredOn: input.acquiredOn,
      cost: input.cost,
      residualRate: input.residualRate,
      lifeMonths: input.lifeMonths,
      method: input.method,
      totalWork: input.method === 2 ? (input.totalWork ?? null) : null,
      expenseSubjectId: subjects.get(expenseCode)!.id,
      status: input.status,
      remark: input.remark ?? null,
    };
  }
}
