import { dec } from '@pm/domain';
import type { OpeningSource } from '@pm/contracts';
import {
  importFailed,
  logOperation,
  parseRows,
  readWorkbookRows,
  rowPlace,
  rowProblem,
  type ImportContext,
  type ImportProblem,
  type ImportSummary,
  type RowPlace,
  type SheetRow,
} from '../records/index';
import { periodEndDate } from '../accounting/index';
import { columnsFor, rowSchema, sheetKind, type OpeningRow } from './read-opening-sheets';
import * as repo from './opening.repo';
import { overlapsOf } from './find-overlaps';

// 期初校验: every row of the file checked (its cells, its house and item in the company, no overlap
// with another row or with a line already in the ledger, no second opening balance of an account),
// the problems named by sheet, row and column; only a file with none is staged, with its preview.
// Nothing reaches the ledger here: committing does (commit-opening.ts).

/** The job key of a check: the source rides in it (the import runner hands the work its key). */
export const OPENING_KEY_PREFIX = 'opening:';
export const openingKey = (source: OpeningSource) => `${OPENING_KEY_PREFIX}${source}`;
const sourceOf = (key: string): OpeningSource => (key === 'opening:hc' ? 'hc' : 'template');

const DEPOSIT_CATEGORY = '7';
const ACCOUNT_WORD = { prepay: '预交款', change: '存零' } as const;

type Placed = RowPlace & { values: OpeningRow };


/** An arrears row's span and due day: months of the template, days of HC. */
function spanOf(r: OpeningRow) {
  const from = r.dayFrom ?? `${r.period!}-01`;
  const to = r.dayTo ?? periodEndDate(r.periodTo ?? r.period!);
  return { period: r.period!, from, to, due: r.dueDate ?? from };
}

/** The file's rows by sheet kind, parsed; rows of sheets that are not the import's named as problems. */
function parseFile(source: OpeningSource, rows: SheetRow[], problems: ImportProblem[]): Placed[] {
  const groups = new Map<'arrears' | 'accounts' | 'deposits', SheetRow[]>();
  const strange = new Set<string>();
  for (const row of rows) {
    const kind = sheetKind(source, row);
    if (!kind) {
      if (!strange.has(row.sheet)) {
        strange.add(row.sheet);
        problems.push({
          path: `${row.sheet}!1`,
          message:
            source === 'template'
              ? `工作表“${row.sheet}”不是期初导入的工作表（期初欠费、期初预存、期初押金）`
              : `工作表“${row.sheet}”不是 HC 的欠费（amount_owed）或账户（acct_type）导出`,
        });
      }
      continue;
    }
    const group = groups.get(kind);
    if (group) group.push(row);
    else groups.set(kind, [row]);
  }
  const columns = columnsFor(source);
  const parsed: Placed[] = [];
  for (const [kind, group] of groups) {
    const result = parseRows(group, rowSchema(source, kind), (key) => labelOf(kind, key, columns.label));
    parsed.push(...result.parsed);
    problems.push(...result.problems);
  }
  return parsed;
}

/** A deposit sheet's item column is 押金项目. */
const labelOf = (kind: string, key: string, label: (key: string) => string) => (kind === 'deposits' && key === 'item' ? '押金项目' : label(key));

export async function checkOpening(ctx: ImportContext): Promise<ImportSummary> {
  const { session: s, buffer, progress } = ctx;
  const source = sourceOf(ctx.jobKey);
  await progress.report('read', 0, 0);
  const columns = columnsFor(source);
  const { rows, sheets, problems } = await readWorkbookRows(buffer, columns);
  const total = rows.length;
  await progress.report('validate', total, 0, sheets);
  const parsed = parseFile(source, rows, problems);
  if (problems.length === 0 && parsed.length === 0) problems.push({ path: 'file', message: '文件中没有数据行' });
  if (parsed.length === 0) throw importFailed(problems.sort(byPlace));

  return ctx.write(async (tx) => {
    const houses = new Map((await repo.housesByCodes(tx, s.companyId, [...new Set(parsed.map((p) => p.values.house))])).map((h) => [h.code, h]));
    const refs = [...new Set(parsed.flatMap((p) => (p.values.item ? [p.values.item] : [])))];
    const items = await repo.itemsByRefs(tx, s.companyId, refs);
    // A code is matched before a name (an item's code may be another item's name).
    const itemOf = (ref: string) => items.find((i) => i.code === ref) ?? items.find((i) => i.name === ref);

    const staged: Omit<repo.OpeningRowValues, 'importId' | 'companyId'>[] = [];
    const placeOf = new Map<number, Placed>();
    const fileSpans = new Map<string, { from: string; to: string; place: Placed }[]>();
    const accountsSeen = new Map<string, Placed>();
    for (const [index, p] of parsed.entries()) {
      progress.reportDetached('validate', total, index);
      const v = p.values;
      const house = houses.get(v.house);
      if (!house) {
        problems.push(rowProblem(p, `房屋编号：“${v.house}”不存在`));
        continue;
      }
      const seq = staged.length + 1;
      const base = { seq, kind: v.kind, estateId: house.estateId, houseId: house.id, amount: dec(v.amount).toFixed(2), remark: v.remark ?? null, place: `${p.sheet}!${p.row}` };
      if (v.kind === 'arrears') {
        const item = itemOf(v.item!);
        if (!item) {
          problems.push(rowProblem(p, `收费项目：“${v.item}”不存在`));
          continue;
        }
        if (item.category === DEPOSIT_CATEGORY) {
          problems.push(rowProblem(p, `收费项目：“${item.name}”是押金项目，请填在“期初押金”工作表`));
          continue;
        }
        const span = spanOf(v);
        const key = `${house.id}:${item.id}`;
        const earlier = (fileSpans.get(key) ?? []).find((x) => x.from <= span.to && x.to >= span.from);
        if (earlier) {
          problems.push(rowProblem(p, `与${rowPlace(earlier.place)}的${item.name}期间重叠（重复的欠费）`));
          continue;
        }
        fileSpans.set(key, [...(fileSpans.get(key) ?? []), { ...span, place: p }]);
        staged.push({ ...base, itemId: item.id, period: span.period, periodFrom: span.from, periodTo: span.to, dueDate: span.due, lateFrom: v.lateFrom ?? null });
      } else if (v.kind === 'deposit') {
        const item = itemOf(v.item!);
        if (!item || item.category !== DEPOSIT_CATEGORY) {
          problems.push(rowProblem(p, item ? `押金项目：“${item.name}”不是押金项目` : `押金项目：“${v.item}”不存在`));
          continue;
        }
        staged.push({ ...base, itemId: item.id, payerName: v.payer ?? null, paidOn: v.paidOn ?? null });
      } else {
        const key = `${house.id}:${v.kind}`;
        const earlier = accountsSeen.get(key);
        if (earlier) {
          problems.push(rowProblem(p, `房屋“${house.code}”的${ACCOUNT_WORD[v.kind]}与${rowPlace(earlier)}重复`));
          continue;
        }
        accountsSeen.set(key, p);
        staged.push({ ...base, itemId: 0 });
      }
      placeOf.set(seq, p);
    }

    // Against the ledger: an overlapping line of the same house and item, or an account already opened.
    const arrears = staged.filter((r) => r.kind === 'arrears');
    const spans = await repo.lineSpans(tx, s.companyId, [...new Set(arrears.map((r) => r.houseId))], [...new Set(arrears.map((r) => r.itemId))]);
    const probes = arrears.map((r) => ({ seq: r.seq, houseId: r.houseId, itemId: r.itemId, from: r.periodFrom!, to: r.periodTo! }));
    for (const { probe, line } of overlapsOf(probes, spans)) {
      const place = placeOf.get(probe.seq)!;
      problems.push(rowProblem(place, line.openingId !== null ? `该房屋该项目${line.period}已有期初欠费（期初导入 #${line.openingId}），不能重复导入` : `该房屋该项目${line.period}已有应收费用，不能重复导入`));
    }
    const opened = new Set(await repo.openedAccounts(tx, s.companyId, [...new Set(staged.filter((r) => r.kind !== 'arrears').map((r) => r.houseId))]));
    for (const r of staged) {
      if (r.kind === 'arrears') continue;
      const accountKind = r.kind === 'deposit' ? 'deposit' : r.kind;
      if (opened.has(`${r.houseId}:${accountKind}:${r.itemId}`))
        problems.push(rowProblem(placeOf.get(r.seq)!, `该房屋的${r.kind === 'deposit' ? '押金' : ACCOUNT_WORD[r.kind as 'prepay' | 'change']}已导入过期初余额，不能重复导入`));
    }
    if (problems.length > 0) throw importFailed(problems.sort(byPlace));

    progress.reportDetached('write', staged.length, 0);
    const sum = (kind: string) => staged.filter((r) => r.kind === kind).reduce((t, r) => t.plus(dec(r.amount)), dec('0')).toFixed(2);
    const row = await repo.createImport(tx, {
      companyId: s.companyId,
      fileName: await repo.importJobFileName(tx, ctx.importId),
      source,
      checkJobId: ctx.importId,
      arrearsRows: arrears.length,
      accountRows: staged.filter((r) => r.kind === 'prepay' || r.kind === 'change').length,
      depositRows: staged.filter((r) => r.kind === 'deposit').length,
      arrears: sum('arrears'),
      prepay: sum('prepay'),
      change: sum('change'),
      deposits: sum('deposit'),
      totals: [],
      createdBy: s.userId,
    });
    await repo.stageRows(tx, row.id, s.companyId, staged);
    const totals = await repo.stagedTotals(tx, row.id);
    await repo.updateImport(tx, row.id, { totals });
    await logOperation(tx, s, { recordKey: 'opening-import', recordId: row.id, action: 'check', detail: { rows: staged.length } });
    return { total, created: staged.length, updated: 0, unchanged: 0, sheets };
  });
}

/** Problems in file order (sheet, then row). */
function byPlace(a: ImportProblem, b: ImportProblem): number {
  const [sa = '', ra = '0'] = a.path.split('!');
  const [sb = '', rb = '0'] = b.path.split('!');
  return sa === sb ? Number(ra) - Number(rb) : sa < sb ? -1 : 1;
}
