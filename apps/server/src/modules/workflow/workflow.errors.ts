import { WorkflowRefusal } from '@pm/domain';
import { badRequest, conflict, notFound, type AppError } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// The workflow's refusals (公文, issue 14): business refusals answer envelope code 1 with the
// domain's Chinese message; bad fields 400 naming the field; another company's document 404.

registerConstraint('wf_docs_number_unique', 409, 'workflow.number_taken', '发文字号已被使用，请重试');
registerConstraint('wf_templates_name_unique', 409, 'workflow.template_name_taken', '同类型的模板名称已存在');
registerConstraint('wf_tasks_no_unique', 409, 'workflow.concurrent', '公文已被他人处理，请刷新');

export const fieldError = (path: string, message: string): AppError => badRequest('workflow.invalid', message, [{ path, message }]);

export const wfErrors = {
  docNotFound: () => notFound('公文不存在', 'workflow.doc_not_found'),
  taskNotFound: () => notFound('待办不存在', 'workflow.task_not_found'),
  templateNotFound: () => notFound('流程模板不存在', 'workflow.template_not_found'),
  templateInactive: () => conflict('workflow.template_inactive', '流程模板已停用'),
  followNotFound: () => notFound('跟进记录不存在', 'workflow.follow_not_found'),
  notAuthor: () => conflict('workflow.not_author', '只能修改本人的跟进记录'),
  employeeNotFound: () => notFound('员工不存在', 'workflow.employee_not_found'),
  companyNotFound: () => notFound('公司不存在', 'workflow.company_not_found'),
  noticeNotFound: () => notFound('公文不存在', 'workflow.notice_not_found'),
  bodyFinal: () => conflict('workflow.body_final', '公文已定稿，不能修改正文'),
  notDraftOwner: () => conflict('workflow.not_draft_owner', '只有发起人可以修改草稿'),
  noHandler: (node: string) => conflict('workflow.no_handlers', `节点“${node}”没有办理人`),
  inactiveSubstitute: () => conflict('workflow.inactive_employee', '代理人不存在或不在职'),
  badRange: () => fieldError('toAt', '结束时间必须晚于开始时间'),
  notFinished: () => conflict('workflow.not_finished', '只有已办结的公文可以推送'),
  alreadyReceived: () => conflict('workflow.already_received', '所选人员都已收到该公文'),
};

/** Runs a domain transition; a WorkflowRefusal becomes envelope code 1 with its message. */
export function refused<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof WorkflowRefusal) throw conflict(e.code, e.message);
    throw e;
  }
}
