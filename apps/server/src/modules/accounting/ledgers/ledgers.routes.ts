import type { FastifyInstance, FastifyReply } from 'fastify';
import { ledgerEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { WorkbookExport } from '../../records/index';
import { subjectBalances } from './read-subject-balances';
import { detailLedger } from './read-detail-ledger';
import { exportDetailLedger, exportGeneralLedger, exportSubjectBalances } from './export-ledgers';
import { generalLedger } from './read-general-ledger';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function sendWorkbook(reply: FastifyReply, file: WorkbookExport) {
  attachmentHeaders(reply, file.fileName, XLSX);
  await reply.send(file.stream);
  return null;
}

export function registerLedgerRoutes(app: FastifyInstance, ctx: { db: Db }) {
  registerEndpoint(app, e.general, ({ input, session }) => generalLedger(ctx, session, input));
  registerEndpoint(app, e.detail, ({ input, session }) => detailLedger(ctx, session, input));
  registerEndpoint(app, e.balance, ({ input, session }) => subjectBalances(ctx, session, input));
  registerEndpoint(app, e.exportGeneral, async ({ input, session, reply }) => sendWorkbook(reply, await exportGeneralLedger(ctx, session, input)));
  registerEndpoint(app, e.exportDetail, async ({ input, session, reply }) => sendWorkbook(reply, await exportDetailLedger(ctx, session, input)));
  registerEndpoint(app, e.exportBalance, async ({ input, session, reply }) => sendWorkbook(reply, await exportSubjectBalances(ctx, session, input)));
}
