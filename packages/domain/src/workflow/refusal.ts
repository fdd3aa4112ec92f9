/** A business refusal of a workflow action: a stable dotted code and the Chinese message users see. */
export class WorkflowRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorkflowRefusal';
  }
}

const refusal = (code: string, msg: string) => () => new WorkflowRefusal(`workflow.${code}`, msg);

export const refusals = {
  notYourTask: refusal('not_your_task', '当前节点不是您的待办'),
  taskHandled: refusal('task_handled', '该待办已处理，请勿重复操作'),
  notRunning: refusal('not_running', '公文不在办理中'),
  suspended: refusal('suspended', '公文已中止，请恢复后再办理'),
  ended: refusal('ended', '公文已办结或终止'),
  notDraft: refusal('not_draft', '公文已发送'),
  opinionRequired: refusal('opinion_required', '请填写意见'),
  nextNodeActed: refusal('next_node_acted', '下一节点已处理，不能撤回'),
  nothingToRevoke: refusal('nothing_to_revoke', '没有可撤回的操作'),
  flowMoved: refusal('flow_moved', '流程已流转到其他节点，不能撤回'),
  notFinisher: refusal('not_finisher', '只有办结人可以办结'),
  notStarter: refusal('not_starter', '只有发起人或管理员可以执行此操作'),
  sameFinisher: refusal('same_finisher', '新办结人与当前办结人相同'),
  inactiveEmployee: refusal('inactive_employee', '该员工不在职，不能指定'),
  followUpTooSoon: refusal('follow_up_too_soon', '跟催过于频繁，请10分钟后再试'),
  nothingToFollow: refusal('nothing_to_follow', '当前没有待办可跟催'),
  notParticipant: refusal('not_participant', '您不是该公文的经办人'),
  replaceSelf: refusal('replace_self', '不能由本人代替本人'),
  noHandlers: refusal('no_handlers', '流程节点没有办理人'),
  noReturnTarget: refusal('no_return_target', '没有可退回的节点'),
  notSuspended: refusal('not_suspended', '公文未中止'),
};
