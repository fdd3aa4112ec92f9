import type { FastifyInstance } from 'fastify';
import { bookEndpoints as b, subjectEndpoints as sj, voucherEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { batchVouchers } from './batch-vouchers';
import { deleteVoucher } from './delete-voucher';
import { getBook } from './get-book';
import { listVouchers } from './list-vouchers';
import { openingBalances, saveOpeningBalances } from './opening-balances';
import { reverseVoucher } from './reverse-voucher';
import { createSubject, updateSubject } from './save-subject';
import { saveVoucher } from './save-voucher';
import { chartTemplates, setupBook } from './setup-book';
import { setSubjectActive } from './subject-active';
import { subjectTree, topSubjects } from './subject-tree';
import { subjectValid } from './subject-valid';
import { loadVoucher } from './voucher-answer';
import { renderVoucherPdf } from './voucher-pdf';
import { printVouchers } from './voucher-print';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  startFromTemplate,
  templateFromVoucher,
} from './voucher-templates';
import { moveVoucher } from './voucher-transition';

/** 账套, 会计科目 and 凭证: one line per contract endpoint. */
export function registerVoucherRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  registerEndpoint(app, b.chartTemplates, () => Promise.resolve(chartTemplates()));
  registerEndpoint(app, b.getBook, ({ input, session }) => getBook(deps, session, input));
  registerEndpoint(app, b.setupBook, ({ input, session }) => setupBook(deps, session, input));
  registerEndpoint(app, b.openingBalances, ({ input, session }) => openingBalances(deps, session, input));
  registerEndpoint(app, b.saveOpeningBalances, ({ input, session }) => saveOpeningBalances(deps, session, input));

  registerEndpoint(app, sj.tree, ({ input, session }) => subjectTree(deps, session, input));
  registerEndpoint(app, sj.topSubject, ({ input, session }) => topSubjects(deps, session, input));
  registerEndpoint(app, sj.subjectValid, ({ input, session }) => subjectValid(deps, session, input));
  registerEndpoint(app, sj.createSubject, ({ input, session }) => createSubject(deps, session, input));
  registerEndpoint(app, sj.updateSubject, ({ input, session }) => updateSubject(deps, session, input));
  registerEndpoint(app, sj.setSubjectActive, ({ input, session }) => setSubjectActive(deps, session, input));

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
