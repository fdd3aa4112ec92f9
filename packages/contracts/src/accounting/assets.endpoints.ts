import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';
import { Id } from '../charging/charging.schemas';
import {
  AssetCategory,
  AssetCategoryInput,
  AssetInput,
  AssetList,
  AssetQuery,
  AssetRow,
  DepreciationPreview,
  DepreciationQuery,
  DisposeInput,
  DisposeResult,
} from './assets.schemas';

const tag = 'accounting';
const roles: readonly Role[] = ['emp', 'sa'];
const base = '/api/accounting';

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `${base}${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const put = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'PUT', path: `${base}${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const ASSET_READERS = reads('accounting_asset-cards', 'accounting_asset-depreciation');
const CARDS = writes('accounting_asset-cards');

/** 固定资产: accounting/asset/cards and accounting/asset/depreciation. */
export const assetEndpoints = {
  listAssetCategories: post('/asset-categories/list', z.object({}), z.array(AssetCategory), '资产类别列表', ASSET_READERS),
  createAssetCategory: post('/asset-categories', AssetCategoryInput, AssetCategory, '新增资产类别', CARDS),
  updateAssetCategory: put('/asset-categories/:id', AssetCategoryInput.extend({ id: Id }), AssetCategory, '修改资产类别（只影响之后新增的卡片）', CARDS),
  listAssets: post('/assets/list', AssetQuery, AssetList, '资产卡片列表：累计折旧与净值', ASSET_READERS),
  createAsset: post('/assets', AssetInput, AssetRow, '新增资产卡片', CARDS),
  updateAsset: put('/assets/:id', AssetInput.extend({ id: Id }), AssetRow, '修改资产卡片（已计提折旧的只能改名称、楼盘、状态与备注）', CARDS),
  exportAssets: defineEndpoint({ method: 'POST', path: `${base}/assets/export`, input: AssetQuery.extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: ASSET_READERS, roles, summary: '导出资产卡片（Excel）', tag }),
  disposeAsset: post('/assets/:id/dispose', DisposeInput, DisposeResult, '处置资产：转入固定资产清理并生成凭证（待审核）', CARDS),
  previewDepreciation: post('/depreciation/preview', DepreciationQuery, DepreciationPreview, '计提折旧预览：每项资产本期折旧与将生成的凭证', reads('accounting_asset-depreciation')),
  runDepreciation: post('/depreciation/run', DepreciationQuery, DepreciationPreview, '计提折旧：写入本期折旧并生成折旧凭证（待审核），同一期间只能计提一次', writes('accounting_asset-depreciation')),
};
