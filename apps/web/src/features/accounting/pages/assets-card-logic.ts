import { dec } from '@pm/domain';
import type { AssetInput, AssetRow } from '../api/assets-api';

// The card form: what is typed (残值率 in per cent, numbers as text) ↔ the API's input, and the
// checks the form makes before sending (the server checks again).

export interface CardForm {
  code: string;
  name: string;
  categoryId: string | null;
  estateId: string | null;
  acquiredOn: string;
  cost: string;
  /** Per cent: '5' = 5 %. */
  residualPercent: string;
  lifeMonths: string;
  method: string;
  totalWork: string;
  expenseSubjectCode: string;
  status: 'in_use' | 'idle';
  remark: string;
}

export const emptyCard = (today: string): CardForm => ({
  code: '', name: '', categoryId: null, estateId: null, acquiredOn: today, cost: '', residualPercent: '5', lifeMonths: '60', method: '1', totalWork: '', expenseSubjectCode: '', status: 'in_use', remark: '',
});

export function cardOf(row: AssetRow): CardForm {
  return {
    code: row.code,
    name: row.name,
    categoryId: row.categoryId ? String(row.categoryId) : null,
    estateId: row.estateId ? String(row.estateId) : null,
    acquiredOn: row.acquiredOn,
    cost: row.cost,
    residualPercent: dec(row.residualRate).times(100).toFixed(),
    lifeMonths: String(row.lifeMonths),
    method: String(row.method),
    totalWork: row.totalWork ?? '',
    expenseSubjectCode: row.expenseSubjectCode ?? '',
    status: row.status === 'idle' ? 'idle' : 'in_use',
    remark: row.remark ?? '',
  };
}

const NUMBER = /^\d+(\.\d+)?$/;

/** Field → Chinese message for what cannot be sent. */
export function cardErrors(f: CardForm): Partial<Record<keyof CardForm, string>> {
  const e: Partial<Record<keyof CardForm, string>> = {};
  if (!f.code.trim()) e.code = '请输入资产编码';
  if (!f.name.trim()) e.name = '请输入资产名称';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.acquiredOn)) e.acquiredOn = '请选择购入日期';
  if (!NUMBER.test(f.cost) || dec(f.cost).lte(0) || dec(f.cost).decimalPlaces() > 2) e.cost = '原值必须大于0，最多2位小数';
  if (!NUMBER.test(f.residualPercent) || dec(f.residualPercent).gte(100) || dec(f.residualPercent).decimalPlaces() > 2) e.residualPercent = '残值率必须在0到100%之间';
  if (!/^\d+$/.test(f.lifeMonths) || Number(f.lifeMonths) < 1) e.lifeMonths = '使用月数必须是正整数';
  else if ((f.method === '3' || f.method === '4') && Number(f.lifeMonths) % 12 !== 0) e.lifeMonths = '该折旧方法的使用年限必须为整年';
  if (f.method === '2' && (!NUMBER.test(f.totalWork) || dec(f.totalWork).lte(0))) e.totalWork = '工作量法必须填写预计总工作量';
  return e;
}

/** The API input; 残值率 per cent → fraction, exact. */
export function cardInput(f: CardForm): AssetInput {
  return {
    code: f.code.trim(),
    name: f.name.trim(),
    categoryId: f.categoryId ? Number(f.categoryId) : null,
    estateId: f.estateId ? Number(f.estateId) : null,
    acquiredOn: f.acquiredOn,
    cost: f.cost,
    residualRate: dec(f.residualPercent).dividedBy(100).toFixed(),
    lifeMonths: Number(f.lifeMonths),
    method: Number(f.method),
    totalWork: f.method === '2' ? f.totalWork : null,
    expenseSubjectCode: f.expenseSubjectCode.trim() || null,
    status: f.status,
    remark: f.remark.trim() || null,
  };
}
