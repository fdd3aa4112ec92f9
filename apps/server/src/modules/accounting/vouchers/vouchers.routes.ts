import type { FastifyInstance } from 'fastify';
import { voucherEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import { batchVouchers } from './transition-vouchers';
import { deleteVoucher } from './delete-voucher';
import { listVouchers } from './list-vouchers';
import { reverseVoucher } from './reverse-voucher';
import { saveVoucher } from './save-voucher';
import { loadVoucher } from './read-voucher';
import { renderVoucherPdf } from './print-voucher-pdf';
import { printVouchers } from './print-vouchers';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  startFromTemplate,
  templateFromVoucher,
} from './define-voucher-templates';
import { moveVoucher } from './transition-voucher';

/** 凭证, 常用凭证 and printing: one line per contract endpoint. */
export function registerVoucherRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  registerEndpoint(app, e.listVouchers, ({ input, session }) => listVouchers(deps, session, input));
  registerEndpoint(app, e.getVoucher, ({ input, session }) => loadVoucher(db, session, input.id));
  registerEndpoint(app, e.saveVoucher, ({ input, session }) => saveVoucher(deps, session, input));
  registerEndpoint(app, e.submitVoucher, ({ input, session }) => moveVoucher(deps, session, input.id, 'submit'));
  registerEndpoint(app, e.auditVoucher, ({ input, session }) => moveVoucher(deps, session, input.id, 'audit'));
  registerEndpoint(app, e.returnVoucher, ({ input, session }) =>
    moveVoucher(deps, session, input.id, 'return', input.reason),
  );
  registerEndpoint(app, e.unauditVoucher, ({ input, session }) => moveVoucher(deps, session, input.id, 'unaudit'));
  registerEndpoint(app, e.postVoucher, ({ input, session }) => moveVoucher(deps, session, input.id, 'post'));
  registerEndpoint(app, e.reverseVoucher, ({ input, session }) => reverseVoucher(deps, session, input));
  registerEndpoint(app, e.deleteVoucher, ({ input, session }) => deleteVoucher(deps, session, input.id));
  registerEndpoint(app, e.auditVouchers, ({ input, session }) => batchVouchers(deps, session, input, 'audit'));
  registerEndpoint(app, e.postVouchers, ({ input, session }) => batchVouchers(deps, session, input, 'post'));

  registerEndpoint(app, e.listTemplates, ({ input, session }) => listTemplates(deps, session, input));
  registerEndpoint(app, e.createTemplate, ({ input, session }) => createTemplate(deps, session, input));
  registerEndpoint(app, e.templateFromVoucher, ({ input, session }) => templateFromVoucher(deps, session, input));
  registerEndpoint(app, e.startFromTemplate, ({ input, session }) => startFromTemplate(deps, session, input));
  registerEndpoint(app, e.deleteTemplate, ({ input, session }) => deleteTemplate(deps, session, input.id));

  registerEndpoint(app, e.printVouchers, ({ input, session }) => printVouchers(deps, session, input.ids));
  registerEndpoint(app, e.voucherPdf, async ({ input, session, reply }) => {
    const { sheets } = await printVouchers(deps, session, input.ids);
    const pdf = await renderVoucherPdf(sheets);
    attachmentHeaders(
      reply,
      sheets.length === 1 ? `记账凭证${sheets[0]!.period}-${sheets[0]!.label}.pdf` : `记账凭证${sheets.length}张.pdf`,
      'application/pdf',
    );
    await reply.send(pdf);
    return null;
  });
}
