import { dec, Dec, DEPRECIATION_METHODS, depreciationSchedule, type DepreciableAsset, type DepreciationMethod } from '@pm/domain';
import type { AssetDbRow } from './assets.repo';

// A card as stored → the domain's DepreciableAsset, and → the row the list answers.

export interface AssetRun {
  period: string;
  amount: string;
  work: string | null;
}

export function parseRuns(text: string | null): AssetRun[] {
  if (!text) return [];
  return text.split(';').map((part) => {
    const [period = '', amount = '0', work = ''] = part.split('=');
    return { period, amount, work: work === '' ? null : work };
  });
}

export const methodName = (method: number) => DEPRECIATION_METHODS.find((m) => m.code === method)?.label ?? String(method);

/** The card for the domain; `extraWork` adds a period's work not yet written (the run being made). */
export function depreciable(row: AssetDbRow, extraWork?: { period: string; work: string }): DepreciableAsset {
  const work: Record<string, string> = {};
  for (const r of parseRuns(row.runs)) if (r.work !== null) work[r.period] = r.work;
  if (extraWork) work[extraWork.period] = extraWork.work;
  return {
    cost: row.cost,
    residualRate: row.residualRate,
    lifeMonths: row.lifeMonths,
    method: row.method as DepreciationMethod,
    acquiredOn: row.acquiredOn,
    ...(row.totalWork !== null ? { totalWork: row.totalWork } : {}),
    work,
    disposedIn: row.disposedOn ? row.disposedOn.slice(0, 7) : null,
  };
}

/**
 * 累计折旧 up to the end of `period` (inclusive), or of every run when absent: the schedule's months
 * before the book's first period (depreciated before the books were kept here, so in the opening
 * balance of 1602) plus the runs.
 */
export function accumulatedOf(row: AssetDbRow, startPeriod: string | undefined, through?: string): Dec {
  let sum = new Dec(0);
  if (startPeriod && row.method !== 2) {
    for (const m of depreciationSchedule(depreciable(row))) if (m.period < startPeriod && (!through || m.period <= through)) sum = sum.plus(dec(m.amount));
  }
  for (const r of parseRuns(row.runs)) if (!through || r.period <= through) sum = sum.plus(dec(r.amount));
  return sum;
}

export function toAssetRow(row: AssetDbRow, startPeriod: string | undefined) {
  const runs = parseRuns(row.runs);
  const accumulated = accumulatedOf(row, startPeriod);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    estateId: row.estateId,
    estateName: row.estateName,
    acquiredOn: row.acquiredOn,
    cost: dec(row.cost).toFixed(2),
    residualRate: row.residualRate,
    lifeMonths: row.lifeMonths,
    method: row.method,
    methodName: methodName(row.method),
    totalWork: row.totalWork,
    expenseSubjectCode: row.expenseSubjectCode,
    expenseSubjectName: row.expenseSubjectName,
    status: row.status as 'in_use' | 'idle' | 'disposed',
    disposedOn: row.disposedOn,
    disposalVoucherId: row.disposalVoucherId,
    remark: row.remark,
    accumulated: accumulated.toFixed(2),
    netValue: dec(row.cost).minus(accumulated).toFixed(2),
    lastPeriod: runs.at(-1)?.period ?? null,
    editable: runs.length === 0 && row.status !== 'disposed',
  };
}
