// What other modules may use of 管理设置: the 审批分离 check every approval of money runs.
export { requireSeparateApprover } from './approval-policy';
