import type { FastifyInstance } from 'fastify';
import { voucherExportEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import { exportVouchers } from './export-vouchers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 导出凭证列表 (Excel). */
export function registerVoucherExportRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, e.exportVouchers, async ({ input, session, reply }) => {
    const { stream, fileName } = await exportVouchers(deps, session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
