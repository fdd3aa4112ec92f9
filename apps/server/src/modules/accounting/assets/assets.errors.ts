import { badRequest, conflict, notFound } from '../../../errors/app-error';
import { registerConstraint } from '../../../errors/db-errors';

// 固定资产: refusals of the cards, the depreciation run and disposal.

export const categoryNotFound = () => notFound('资产类别不存在或无权访问', 'accounting.asset_category_not_found');
export const assetNotFound = () => notFound('资产卡片不存在或无权访问', 'accounting.asset_not_found');
export const estateNotFound = () => badRequest('accounting.asset_estate', '楼盘不存在或无权访问', [{ path: 'estateId', message: '楼盘不存在或无权访问' }]);
export const assetFixed = () => conflict('accounting.asset_depreciated', '该资产已计提折旧，原值、折旧方法、日期与科目不能修改');
export const assetDisposed = () => conflict('accounting.asset_disposed', '该资产已处置，不能修改');
export const totalWorkRequired = () => badRequest('accounting.asset_total_work', '工作量法必须填写预计总工作量', [{ path: 'totalWork', message: '工作量法必须填写预计总工作量' }]);
export const assetRuleRefused = (msg: string) => badRequest('accounting.asset_invalid', msg);
/** A16: one run per period. */
export const alreadyDepreciated = (period: string) => conflict('accounting.depreciation_done', `${period}已计提折旧，不能重复计提`);
export const nothingToDepreciate = (period: string) => conflict('accounting.depreciation_empty', `${period}没有需要计提折旧的资产`);
export const disposeBeforeRun = (period: string) => conflict('accounting.dispose_before_run', `请先计提${period}的折旧，再处置该资产`);
export const disposeBeforeAcquired = () => badRequest('accounting.dispose_date', '处置日期不能早于购入日期', [{ path: 'disposedOn', message: '处置日期不能早于购入日期' }]);
export const laterRunExists = (period: string) => conflict('accounting.dispose_after_run', `${period}已计提折旧，处置日期不能早于该期间`);

// Two runs of one period at once: the second waits for the first and then breaks the key of its rows.
registerConstraint('acct_depreciations_asset_id_period_pk', 409, 'accounting.depreciation_done', '该期间已计提折旧，不能重复计提');
registerConstraint('acct_asset_categories_name_unique', 409, 'accounting.asset_category_name', '资产类别名称已存在');
registerConstraint('acct_assets_code_unique', 409, 'accounting.asset_code', '资产编码已存在');
