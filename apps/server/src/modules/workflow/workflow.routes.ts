import type { FastifyInstance } from 'fastify';
import { workflowEndpoints as e, workflowExportEndpoints as x, workflowOfficeEndpoints as o, writes } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { exportDocList } from './docs/export-docs';
import { docCommand } from './docs/apply-doc-command';
import { changeFinisher, finish, followUp, revokeDoc } from './docs/act-on-doc';
import { auditInfo, beginning, dealInfo, docDetail, executing, revocable } from './docs/read-doc';
import { dealt, processing, toDeal } from './docs/list-docs';
import { createFollow, listFollows, updateFollow } from './docs/keep-follow-notes';
import { empWorking, replaceEmp } from './replace-emp';
import { noticeConfirm, noticeDetail, noticeTodo, receiverByComp, recvComps } from './notices/deal-notices';
import { defineState, listDefines, saveDefine } from './templates/define-templates';
import { overdue } from './office/list-overdue-docs';
import { push, pushList, pushRecipients } from './office/push-docs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's /api/comp-workflow-* calls, the template editor's two and the lists' export. */
const STARTING = writes('oa_flow_send');

export function registerWorkflowRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, e.toDeal, ({ input, session }) => toDeal(deps, session, input));
  registerEndpoint(app, e.internalToDeal, ({ input, session }) => toDeal(deps, session, { ...input, kind: 'internal' }));
  registerEndpoint(app, e.dealInfo, ({ input, session }) => dealInfo(deps, session, input.id));
  registerEndpoint(app, e.listDefines, ({ input, session }) => listDefines(deps, session, input));
  registerEndpoint(app, e.executing, ({ input, session }) => executing(deps, session, input.id));
  registerEndpoint(app, e.finish, ({ input, session }) => finish(deps, session, input.id));
  registerEndpoint(app, e.changeFinisher, ({ input, session }) => changeFinisher(deps, session, input));
  registerEndpoint(app, e.processing, ({ input, session }) => processing(deps, session, input));
  registerEndpoint(app, e.auditInfo, ({ input, session }) => auditInfo(deps, session, input.id));
  registerEndpoint(app, e.followUp, ({ input, session }) => followUp(deps, session, input.id));
  registerEndpoint(app, e.revoke, ({ input, session }) => revokeDoc(deps, session, input.id));
  registerEndpoint(app, e.beginning, ({ session }) => beginning(deps, session));
  registerEndpoint(app, e.revocable, ({ input, session }) => revocable(deps, session, input.id));
  registerEndpoint(app, e.dealt, ({ input, session }) => dealt(deps, session, input));
  registerEndpoint(app, e.detail, ({ input, session }) => docDetail(deps, session, input.id));
  registerEndpoint(app, e.command, async ({ input, session, requireRights }) => {
    // Starting a document (or keeping its draft) is 发文; the steps of one in hand (agree, return …) are 办文's too.
    if (input.action === 'send' || input.action === 'save') await requireRights(STARTING);
    return docCommand(deps, session, input);
  });
  registerEndpoint(app, e.followCreate, ({ input, session }) => createFollow(deps, session, input));
  registerEndpoint(app, e.followUpdate, ({ input, session }) => updateFollow(deps, session, input));
  registerEndpoint(app, e.followList, ({ input, session }) => listFollows(deps, session, input));
  registerEndpoint(app, e.empWorking, ({ input, session }) => empWorking(deps, session, input));
  registerEndpoint(app, e.replace, ({ input, session }) => replaceEmp(deps, session, input));
  registerEndpoint(app, e.noticeTodo, ({ session }) => noticeTodo(deps, session));
  registerEndpoint(app, e.recvComps, ({ input, session }) => recvComps(deps, session, input));
  registerEndpoint(app, e.receiverByComp, ({ input, session }) => receiverByComp(deps, session, input));
  registerEndpoint(app, e.noticeConfirm, ({ input, session }) => noticeConfirm(deps, session, input));
  registerEndpoint(app, e.noticeDetailAndDeal, ({ input, session }) => noticeDetail(deps, session, input, true));
  registerEndpoint(app, e.noticeDetail, ({ input, session }) => noticeDetail(deps, session, input, false));
  registerEndpoint(app, e.saveDefine, ({ input, session }) => saveDefine(deps, session, input));
  registerEndpoint(app, e.defineState, ({ input, session }) => defineState(deps, session, input));
  registerEndpoint(app, o.overdue, ({ input, session }) => overdue(deps, session, input));
  registerEndpoint(app, o.pushList, ({ input, session }) => pushList(deps, session, input));
  registerEndpoint(app, o.pushRecipients, ({ input, session }) => pushRecipients(deps, session, input.id));
  registerEndpoint(app, o.push, ({ input, session }) => push(deps, session, input));
  registerEndpoint(app, x.exportList, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...query } = input;
    const { stream, fileName } = await exportDocList(deps, session, query, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
