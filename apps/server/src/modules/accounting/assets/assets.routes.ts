import type { FastifyInstance } from 'fastify';
import { assetEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { Assets } from './save-assets';
import { previewDepreciation, runDepreciation } from './run-depreciation';
import { disposeAsset, loadDisposalVoucher } from './post-asset-disposal';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 资产类别, 资产卡片, 计提折旧 and 资产处置. */
export function registerAssetRoutes(app: FastifyInstance, db: Db, assets: Assets) {
  registerEndpoint(app, e.listAssetCategories, ({ session }) => assets.categories(session));
  registerEndpoint(app, e.createAssetCategory, ({ input, session }) => assets.createCategory(session, input));
  registerEndpoint(app, e.updateAssetCategory, ({ input: { id, ...input }, session }) => assets.updateCategory(session, id, input));
  registerEndpoint(app, e.listAssets, ({ input, session }) => assets.list(session, input));
  registerEndpoint(app, e.createAsset, ({ input, session }) => assets.create(session, input));
  registerEndpoint(app, e.updateAsset, ({ input: { id, ...input }, session }) => assets.update(session, id, input));
  registerEndpoint(app, e.exportAssets, async ({ input, session, reply }) => {
    const { stream, fileName } = await assets.export(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, e.disposeAsset, async ({ input, session }) => {
    const voucherId = await disposeAsset({ db }, session, input);
    return { asset: await assets.get(session, input.id), voucher: await loadDisposalVoucher(db, session.companyId, voucherId) };
  });
  registerEndpoint(app, e.previewDepreciation, ({ input, session }) => previewDepreciation({ db }, session, input));
  registerEndpoint(app, e.runDepreciation, ({ input, session }) => runDepreciation({ db }, session, input));
}
